import { render, screen, within } from '@testing-library/react';
import MemberIndex from './MemberIndex';
import { member } from './fixtures';

// Character art drawn at 2:3, taller than the sample's 3:4 (a separate file: the manifest stub is per module).
jest.mock('../../lib/imageManifest', () => jest.requireActual('../../__tests__/helpers/imageManifestStub').stub(1200, 1800));

describe('MemberIndex with 2:3 art', () => {
  it('gives the art a 2:3 box and shows it whole, so no face or foot is cut off', () => {
    const members = ['a', 'b', 'c', 'd'].map((id) => member(id, `メンバー ${id}`, `めんばー ${id}`));
    render(<MemberIndex members={members} supporting={[]} />);
    const images = within(screen.getByRole('region', { name: 'メインキャラクター' })).getAllByRole('img');
    expect(images).toHaveLength(members.length);
    for (const img of images) {
      expect(img.closest('.picture')).toHaveClass('picture--2-3');
      expect(img).toHaveClass('picture__contain');
    }
  });
});

import { render, screen } from '@testing-library/react';
import StaffList from './StaffList';

describe('StaffList', () => {
  it('lists each role with all its names', () => {
    render(
      <StaffList
        staff={[
          { role: '監督', names: ['渚川 透'] },
          { role: '総作画監督', names: ['綿貫ほのか', '樫村祐一'] },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['監督', '総作画監督']);
    const [director, chiefAnimation] = screen.getAllByRole('definition');
    expect(director).toHaveTextContent('渚川 透');
    expect(chiefAnimation).toHaveTextContent('綿貫ほのか');
    expect(chiefAnimation).toHaveTextContent('樫村祐一');
  });
});

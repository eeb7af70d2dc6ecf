import type { DiscVolume } from './content';
import { discProductJsonLd } from './pages';
import { site } from '../../site';
import { SITE_URL } from '../../url';

const volume: DiscVolume = {
  id: 'vol1',
  label: 'Vol.1',
  title: '『そらいろアンサンブル』Blu-ray & DVD Vol.1',
  releaseDate: '2026-12-23',
  episodes: [1, 2, 3],
  formats: [
    { format: 'Blu-ray', code: 'SRXA-0001', priceTaxIncluded: 8800 },
    { format: 'DVD', code: 'SRBA-0001', priceTaxIncluded: 7700 },
  ],
  bonusItems: [],
  extras: [],
  jacket: { src: '/images/disc/vol1.png', alt: 'Vol.1ジャケット' },
};

const absolute = (path: string) => `${SITE_URL}${path}`;

/** Reads a property of structured data without schema-dts' union types getting in the way. */
const field = <T,>(ld: unknown, key: string): T => (ld as Record<string, T>)[key];
type LdOffer = Record<string, unknown> & { availability: string };

describe('discProductJsonLd', () => {
  it('is a Product with one Offer per format in JPY, tax included', () => {
    const ld = discProductJsonLd(volume, '2026-12-01T00:00:00+09:00');
    expect(ld).toMatchObject({
      '@type': 'Product',
      name: volume.title,
      image: absolute('/images/disc/vol1.png'),
      url: absolute('/disc/vol1/'),
      description: expect.stringContaining('第1話〜第3話'),
    });
    const offers = field<LdOffer[]>(ld, 'offers');
    expect(offers.map((o) => [o.sku, o.price, o.priceCurrency, o.availability])).toEqual([
      ['SRXA-0001', 8800, 'JPY', 'https://schema.org/PreOrder'],
      ['SRBA-0001', 7700, 'JPY', 'https://schema.org/PreOrder'],
    ]);
    for (const offer of offers) {
      expect(offer.priceSpecification).toMatchObject({ valueAddedTaxIncluded: true, priceCurrency: 'JPY' });
      expect(offer.availabilityStarts).toBe('2026-12-23T00:00:00+09:00');
    }
  });

  it.each([
    [['Blu-ray', 'DVD'], 'Blu-ray・DVD'],
    [['Blu-ray'], 'Blu-ray'],
    [['DVD'], 'DVD'],
  ] as const)('names the formats the volume comes in (%j)', (formats, expected) => {
    const ld = discProductJsonLd({ ...volume, formats: formats.map((format, i) => ({ format, code: `SRXA-000${i}`, priceTaxIncluded: 8800 })) }, '2026-12-01T00:00:00+09:00');
    expect(field<string>(ld, 'category')).toBe(expected);
    expect(field<string>(ld, 'description')).toBe(`${site.title} ${expected} Vol.1（第1話〜第3話収録）`);
  });

  it('is in stock from the release day (00:00 JST)', () => {
    const ld = discProductJsonLd(volume, '2026-12-23T00:00:00+09:00');
    expect(field<LdOffer[]>(ld, 'offers')[0].availability).toBe('https://schema.org/InStock');
  });
});

import { graphJsonLd, publisherJsonLd, seriesRefJsonLd } from './jsonLd';
import { serializeJsonLd, withLanguage } from './jsonLdText';

describe('graphJsonLd and serializeJsonLd', () => {
  it('puts several objects under one context', () => {
    const graph = graphJsonLd([publisherJsonLd(), seriesRefJsonLd()]);
    expect(graph['@context']).toBe('https://schema.org');
    expect(graph['@graph']).toHaveLength(2);
  });

  it('cannot be broken out of its script element by content', () => {
    const text = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script> & more' });
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script> & more');
  });
});

describe('withLanguage', () => {
  it('says the language of each object, a graph’s too, over what it said', () => {
    expect(withLanguage({ '@context': 'https://schema.org', '@type': 'TVSeries', name: 'x', inLanguage: 'ja' }, 'en')).toEqual({ '@context': 'https://schema.org', '@type': 'TVSeries', name: 'x', inLanguage: 'en' });
    expect(withLanguage(graphJsonLd([{ '@type': 'Organization', name: 'x' }, { '@type': 'WebPage', name: 'y' }]), 'en')).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Organization', name: 'x', inLanguage: 'en' }, { '@type': 'WebPage', name: 'y', inLanguage: 'en' }],
    });
  });
});

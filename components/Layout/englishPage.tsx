import type { ComponentType, ReactElement } from 'react';
import { DateStyleContext } from '../../lib/dateStyle';
import { englishDates } from '../../lib/dateStyleEn';

/**
 * An English route's page: the component it shares with its Japanese twin, writing dates for English readers. The
 * English date code comes in with the route, so the Japanese routes never load it.
 */
export function englishPage<P extends object>(Page: ComponentType<P>): (props: P) => ReactElement {
  function EnglishPage(props: P) {
    return (
      <DateStyleContext.Provider value={englishDates}>
        <Page {...props} />
      </DateStyleContext.Provider>
    );
  }
  EnglishPage.displayName = `englishPage(${Page.displayName ?? Page.name})`;
  return EnglishPage;
}

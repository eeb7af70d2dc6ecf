import type { Lang } from '../../lib/i18n/languages';

export type NameInLangProps = {
  name: string;
  /** Set when the name is the original's on a page in another language (`namesInLang`, lib/content/translatedList.ts). */
  lang?: Lang;
};

/** A store's or a service's name, marked with its language when it is not the page's, so a screen reader reads it as such. */
export default function NameInLang({ name, lang }: NameInLangProps) {
  return lang === undefined ? name : <span lang={lang}>{name}</span>;
}

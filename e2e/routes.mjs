// Every top-level route of the export. Section pages below these (articles, episodes…) are found by crawling.
export const ROUTES = ['/', '/news/', '/story/', '/onair/', '/member/', '/cast/', '/music/', '/disc/'];

/** Every language's catalogue, for Node code (a page's props): browser code gets a non-default one through props. */
import type { Lang } from './languages';
import { en } from './en';
import { ja, type Messages } from './ja';

export const CATALOGUES: Record<Lang, Messages> = { ja, en };

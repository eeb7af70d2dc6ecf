import { useContext } from 'react';
import { type DateStyle, DateStyleContext } from '../lib/dateStyle';

/** How the page's language writes dates and times (Japanese unless the page's route provides another). */
export function useDateStyle(): DateStyle {
  return useContext(DateStyleContext);
}

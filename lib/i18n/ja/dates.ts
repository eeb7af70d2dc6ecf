/** Dates and times beside the Japan time: the visitor's own. */
export const dates = {
  localTime: '現地時間',
};

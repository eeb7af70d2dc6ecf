/** The PV player's words (components/Common/PvPlayer), on the top page and the written pages. */
export const pv = {
  /** The still's button, once the page's scripts run. */
  play: 'PVを再生する',
  /** The still as a link to YouTube, before they do (or without them). */
  watch: 'YouTubeでPVを見る',
};

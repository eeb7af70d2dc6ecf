import { Fragment } from 'react';
import { rubySegments } from '../../lib/ruby';

export type NameRubyProps = {
  /** The name as written, family and given name separated by a space: 「朝凪 美咲」. */
  name: string;
  /** Its kana reading, with the same spacing when the parts should align: 「あさなぎ みさき」. */
  reading: string;
};

/**
 * A name with its reading in `<ruby>`, by the rule of `rubySegments` (lib/ruby.ts): a reading over each part when
 * the name and the reading have the same number of parts, otherwise the whole reading over the whole name, so a
 * reading is never shown over the wrong kanji. The `<rp>` brackets make browsers and readers without ruby support
 * show 「朝凪（あさなぎ）」.
 */
export default function NameRuby({ name, reading }: NameRubyProps) {
  return (
    <>
      {rubySegments(name, reading).map((segment, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <ruby>
            {segment.base}
            <rp>（</rp>
            <rt>{segment.reading}</rt>
            <rp>）</rp>
          </ruby>
        </Fragment>
      ))}
    </>
  );
}

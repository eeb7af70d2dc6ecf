import { Fragment } from 'react';
import { rubyPairs } from '../../lib/member';

export type NameRubyProps = {
  /** Name as written, family and given name separated by a space: 「朝凪 美咲」. */
  name: string;
  /** Kana reading with the same spacing: 「あさなぎ みさき」. */
  reading: string;
};

/**
 * A name with its reading over each word (`<ruby>`). The `<rp>` brackets make browsers and readers without
 * ruby support show 「朝凪（あさなぎ）」.
 */
export default function NameRuby({ name, reading }: NameRubyProps) {
  const pairs = rubyPairs(name, reading);
  return (
    <>
      {pairs.map((pair, i) => (
        <Fragment key={`${pair.base}-${i}`}>
          {i > 0 && ' '}
          <ruby>
            {pair.base}
            <rp>（</rp>
            <rt>{pair.reading}</rt>
            <rp>）</rp>
          </ruby>
        </Fragment>
      ))}
    </>
  );
}

import { Fragment } from 'react';
import { rubySegments } from '../../lib/ruby';

export type NameRubyProps = {
  /** The name as written: 「朝凪 美咲」. */
  name: string;
  /** Its kana reading: 「あさなぎ みさき」. */
  reading: string;
  className?: string;
};

/**
 * A name with its reading in `<ruby>`, family and given name aligned separately when the spacing matches.
 * `<rp>` brackets keep the reading readable where ruby is not rendered: 「朝凪（あさなぎ）」.
 */
export default function NameRuby({ name, reading, className }: NameRubyProps) {
  return (
    <span className={className}>
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
    </span>
  );
}

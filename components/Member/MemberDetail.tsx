import Link from '../Common/Link';
import Picture from '../Common/Picture';
import type { Member } from '../../lib/sections/member/schema';
import { type CharacterVoice, type MemberLink, circularNeighbours, formatBirthday } from '../../lib/sections/member/characters';
import NameRuby from '../Common/NameRuby';
import WorkLabels from '../Common/WorkLabels';
import type { WorkRef } from '../../lib/works';
import styles from './MemberDetail.module.scss';
import { memberColorClass } from './memberStyle';
import { memberPath } from '../../lib/sections/member';
import { sectionLabels } from '../../lib/sections/shape';
import { useLanguage, useWords } from '../../hooks/useLanguage';
import { DEFAULT_LANG, pathInLang } from '../../lib/i18n/languages';
import { templateParts } from '../../lib/i18n/template';
import { hasText } from './inLanguage';
import { member as jaMember } from '../../lib/i18n/ja/member';

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A birthday `MM-DD` as its readers write it: 「7月21日」, "July 21". */
const birthdayIn = (lang: string, monthDay: string): string => {
  if (lang === DEFAULT_LANG) return formatBirthday(monthDay);
  const [month, day] = monthDay.split('-').map(Number);
  return `${ENGLISH_MONTHS[(month ?? 1) - 1]} ${day}`;
};

/** The gallery's two columns on phones (16px gutters, 12px gap: 50vw − 22px), three of at most 340px above. */
const GALLERY_SIZES = '(min-width: 768px) 340px, 46vw';

export type MemberDetailProps = {
  member: Member;
  /** Every band member in display order (this one included), for the member switcher and previous/next. */
  members: MemberLink[];
  /** The voice actor in each work, as CAST resolves a recast; without it, members.yaml's for every work. */
  voices?: CharacterVoice[];
  /** Every work, when the series has several (#37): the profile then names the works the member is in. */
  works?: WorkRef[];
};

/**
 * A member page: main art, name with reading (the page's `<h1>`), quote, profile data in a `<dl>`, profile text,
 * every alternate illustration as a captioned gallery (no JavaScript needed), and links to the other members.
 */
export default function MemberDetail({ member, members, voices = [{ cv: member.cv, works: member.works }], works }: MemberDetailProps) {
  const index = members.findIndex((m) => m.id === member.id);
  const { prev, next } = index === -1 ? { prev: null, next: null } : circularNeighbours(members, index);
  const nameEn = member.nameEn.split(' ')[0] ?? member.nameEn;
  // The section's names as site.json gives them (MEMBER renamed キャラクター), as on /member/.
  const labels = sectionLabels('member');
  const { lang } = useLanguage();
  const words = useWords('member', jaMember);
  // In another language: the member's own name field for it as the heading, and only the fields translated.
  const inDefault = lang === DEFAULT_LANG;
  const mainAlt = hasText(member, 'images.main.alt') ? member.images.main.alt : member.nameEn;

  return (
    <article className={`${styles.detail} ${memberColorClass(member.color)}`}>
      <div className={styles.hero} data-watermark={nameEn.toUpperCase()}>
        <div className={styles.heroInner}>
          <p className={styles.back}>
            <Link href={pathInLang(lang, '/member/')}>
              <span aria-hidden="true">‹ </span>
              {templateParts(words.backToList, { label: labels.labelJa })}
            </Link>
          </p>
          <div className={styles.art}>
            <Picture
              src={member.images.main.src}
              alt={mainAlt}
              // Phones: the art is at most 320px wide (MemberDetail.module.scss), whatever the screen.
              sizes="(min-width: 1024px) 480px, (min-width: 768px) 45vw, 320px"
              aspectRatio="3 / 4"
              fit="contain"
              priority
            />
          </div>
          <div className={styles.profile}>
            <p className={styles.section} aria-hidden="true">
              {labels.label}
            </p>
            <h1 className={styles.name}>{inDefault ? <NameRuby name={member.name} reading={member.reading} /> : member.nameEn}</h1>
            {inDefault ? (
              <p className={styles.nameEn} lang="en">
                {member.nameEn}
              </p>
            ) : (
              <p className={styles.nameEn} lang="ja">
                <NameRuby name={member.name} reading={member.reading} />
              </p>
            )}
            {hasText(member, 'quote') && (
              <blockquote className={styles.quote}>
                <p>{templateParts(words.quote, { quote: member.quote })}</p>
              </blockquote>
            )}
            <dl className={styles.data}>
              {hasText(member, 'grade') && (
                <div>
                  <dt>{words.grade}</dt>
                  <dd>{member.grade}</dd>
                </div>
              )}
              {hasText(member, 'part') && (
                <div>
                  <dt>{words.part}</dt>
                  <dd>{member.part}</dd>
                </div>
              )}
              <div>
                <dt>{words.birthday}</dt>
                <dd>
                  <time dateTime={member.birthday}>{birthdayIn(lang, member.birthday)}</time>
                </dd>
              </div>
              <div>
                <dt>{words.height}</dt>
                <dd>{templateParts(words.heightValue, { n: member.height })}</dd>
              </div>
              <div className={styles.cv}>
                <dt>{words.cv}</dt>
                {/* A recast role: each voice actor with the works they voice it in, as on CAST. */}
                {voices.map((voice) => (
                  <dd key={voice.works?.join(',') ?? ''}>
                    {inDefault ? <NameRuby name={voice.cv.name} reading={voice.cv.reading} /> : voice.cv.name}
                    {voices.length > 1 && <WorkLabels ids={voice.works} works={works} />}
                  </dd>
                ))}
              </div>
              {works && (
                <div className={styles.works}>
                  <dt>{words.appearsIn}</dt>
                  <dd>
                    <WorkLabels ids={member.works} works={works} />
                  </dd>
                </div>
              )}
            </dl>
            {hasText(member, 'profile') ? (
              <p className={styles.text}>{member.profile}</p>
            ) : (
              <p className={styles.text}>
                {words.profileInJapanese}{' '}
                <Link href={memberPath(member.id)} hrefLang="ja">
                  {words.profileInJapaneseLink}
                </Link>
              </p>
            )}
          </div>
        </div>
      </div>

      {member.images.alternates.length > 0 && (
        <section className={styles.gallery} aria-labelledby="member-gallery">
          <h2 id="member-gallery" className={styles.heading}>
            <span className={styles.headingEn} aria-hidden="true">
              VISUAL
            </span>
            {words.visual}
          </h2>
          <ul className={styles.galleryList}>
            <li>
              <figure className={styles.figure}>
                <Picture
                  src={member.images.main.src}
                  alt={mainAlt}
                  sizes={GALLERY_SIZES}
                  aspectRatio="3 / 4"
                  fit="contain"
                />
                <figcaption>{words.mainVisual}</figcaption>
              </figure>
            </li>
            {member.images.alternates.map((image, i) => (
              <li key={image.src}>
                <figure className={styles.figure}>
                  <Picture
                    src={image.src}
                    alt={hasText(member, `images.alternates.${i}.alt`) ? image.alt : member.nameEn}
                    sizes={GALLERY_SIZES}
                    aspectRatio="3 / 4"
                    fit="contain"
                  />
                  <figcaption>{hasText(member, `images.alternates.${i}.label`) ? image.label : templateParts(words.altVisual, { n: i + 2 })}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav className={styles.nav} aria-label={words.otherMembers}>
        {(prev || next) && (
          <ul className={styles.prevNext}>
            {prev && (
              <li className={styles.prev}>
                <Link href={pathInLang(lang, memberPath(prev.id))} rel="prev" className={memberColorClass(prev.color)}>
                  <span className={styles.direction}>
                    <span aria-hidden="true">‹ </span>
                    {words.prev}
                  </span>
                  <span className={styles.navName}>{prev.name}</span>
                </Link>
              </li>
            )}
            {next && (
              <li className={styles.next}>
                <Link href={pathInLang(lang, memberPath(next.id))} rel="next" className={memberColorClass(next.color)}>
                  <span className={styles.direction}>
                    {words.next}
                    <span aria-hidden="true"> ›</span>
                  </span>
                  <span className={styles.navName}>{next.name}</span>
                </Link>
              </li>
            )}
          </ul>
        )}
        <ul className={styles.all}>
          {members.map((m) => (
            <li key={m.id} className={memberColorClass(m.color)}>
              <Link href={pathInLang(lang, memberPath(m.id))} aria-current={m.id === member.id ? 'page' : undefined}>
                {m.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

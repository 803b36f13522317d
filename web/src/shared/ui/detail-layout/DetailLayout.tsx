import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Neighbour } from '@museum/shared';
import { Breadcrumb } from 'antd';
import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from '../../hooks/usePageTitle';
import { CoverImage } from '../cover-image/CoverImage';
import { listReturnPath } from '../pager/useListParams';
import { ReadAloud } from '../read-aloud/ReadAloud';
import styles from './DetailLayout.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

export interface DetailLayoutProps {
  /** The list this item belongs to, for the breadcrumb (it returns to the filters last used there). */
  list: { path: string; label: string };
  title: string;
  kicker?: ReactNode;
  subtitle?: string | null;
  cover?: { src: string; ratio: number };
  /** Something richer than a cover (a deep-zoom viewer), full width in the cover's place. */
  media?: ReactNode;
  /** A picture at the top of the facts box (an artist's representative work), instead of a wide cover. */
  asideMedia?: ReactNode;
  facts: Fact[];
  /** Booking and similar actions, placed with the facts. */
  actions?: ReactNode;
  /** The view count and like/collect buttons, last in the facts box. */
  engagement: ReactNode;
  children: ReactNode;
  neighbours?: { prev: Neighbour | null; next: Neighbour | null; pathOf: (id: number) => string };
  /** Related items, full width below the text. */
  after?: ReactNode;
  /**
   * Articles (notices, policies...): on narrow screens the text comes before the facts box, which then only holds
   * the date and the like/collect buttons. Items with a key picture or a booking keep the box first.
   */
  textFirst?: boolean;
  /** A 朗读 button under the title that reads the title and the text (articles, exhibitions and events). */
  readAloud?: boolean;
  /** The language of the item's own words where it differs from the page's (its Chinese on an English page). */
  textLang?: string;
}

/** The page of one content item: title, key image, facts and actions beside the text, related items below. */
export function DetailLayout(props: DetailLayoutProps) {
  const {
    list,
    title,
    kicker,
    subtitle,
    textLang,
    cover,
    media,
    asideMedia,
    facts,
    actions,
    engagement,
    children,
    neighbours,
    after,
    textFirst,
    readAloud,
  } = props;
  usePageTitle(title);
  const { t } = useLingui();
  const text = useRef<HTMLDivElement>(null);
  const aside = (
    <aside className={styles.aside} aria-label={t`信息与操作`}>
      {asideMedia}
      {facts.length > 0 && (
        <dl className={styles.facts}>
          {facts.map((fact) => (
            <div key={fact.label} className={styles.fact}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
      {engagement}
    </aside>
  );
  return (
    <article>
      <div className={`page-container ${styles.page}`}>
        <Breadcrumb
          className={styles.breadcrumb}
          items={[
            {
              title: (
                <Link to="/home">
                  <Trans>首页</Trans>
                </Link>
              ),
            },
            { title: <Link to={listReturnPath(list.path)}>{list.label}</Link> },
            { title: <span lang={textLang}>{title}</span> },
          ]}
        />
        <header className={styles.header}>
          {kicker && <div className={styles.kicker}>{kicker}</div>}
          <h1 className={styles.title} lang={textLang}>
            {title}
          </h1>
          {subtitle && (
            <p className={styles.subtitle} lang={textLang}>
              {subtitle}
            </p>
          )}
          {/* Keyed by the title: opening the next article from this one stops reading the last. */}
          {readAloud && (
            <ReadAloud
              key={title}
              title={title}
              subtitle={subtitle}
              source={text}
              className={styles.readAloud}
            />
          )}
        </header>
        {cover && (
          <CoverImage
            src={cover.src}
            alt={title}
            ratio={cover.ratio}
            eager
            className={styles.cover}
            widths={[640, 1280, 1920]}
            sizes="(max-width: 1279px) 100vw, 1200px"
          />
        )}
        {media}
        <div className={`${styles.grid} ${textFirst ? styles.textFirst : ''}`}>
          {!textFirst && aside}
          <div ref={text} className={styles.main}>
            {children}
          </div>
          {textFirst && aside}
          {neighbours && (neighbours.prev || neighbours.next) && (
            <nav className={styles.neighbours} aria-label={t`上一篇与下一篇`}>
              {neighbours.prev ? (
                <Link to={neighbours.pathOf(neighbours.prev.id)} className={styles.neighbour}>
                  <span className={styles.neighbourLabel}>
                    <LeftOutlined aria-hidden /> <Trans>上一篇</Trans>
                  </span>
                  {neighbours.prev.title}
                </Link>
              ) : (
                <span />
              )}
              {neighbours.next && (
                <Link
                  to={neighbours.pathOf(neighbours.next.id)}
                  className={`${styles.neighbour} ${styles.next}`}
                >
                  <span className={styles.neighbourLabel}>
                    <Trans>下一篇</Trans> <RightOutlined aria-hidden />
                  </span>
                  {neighbours.next.title}
                </Link>
              )}
            </nav>
          )}
        </div>
      </div>
      {after}
    </article>
  );
}

/** A titled band of related items below a detail. */
export function RelatedSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.related} aria-label={title}>
      <div className="page-container">
        <h2 className={styles.relatedTitle}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** A fact shown only when the item has it. */
export const optionalFact = (label: string, value: ReactNode): Fact[] => (value ? [{ label, value }] : []);

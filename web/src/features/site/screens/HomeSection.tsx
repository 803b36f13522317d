import { msg } from '@lingui/core/macro';
import { type ReactNode, useId } from 'react';
import { SectionHeading } from '@/shared/ui/section-heading/SectionHeading';
import styles from './Home.module.css';

/**
 * The small words over the sections' titles. The Chinese page's are English, drawn as they are; the English page's
 * (context 'home kicker') name the kind of thing the section holds, rather than repeat its title in English.
 */
export const KICKERS = {
  onView: msg({ message: 'On view', context: 'home kicker' }),
  upcoming: msg({ message: 'Coming soon', context: 'home kicker' }),
  learning: msg({ message: 'Learning', context: 'home kicker' }),
  collection: msg({ message: 'Collection', context: 'home kicker' }),
  notices: msg({ message: 'Notices', context: 'home kicker' }),
  news: msg({ message: 'News', context: 'home kicker' }),
};

/** A section of the home page, named by its heading (kicker, title, a link to the whole list), over what it shows. */
export function HomeSection({
  kicker,
  title,
  more,
  children,
}: {
  kicker: string;
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`page-container ${styles.section}`} aria-labelledby={id}>
      <SectionHeading id={id} kicker={kicker} title={title} more={more} />
      {children}
    </section>
  );
}

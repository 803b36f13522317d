import { type ReactNode, useId } from 'react';
import { SectionHeading } from '@/shared/ui/section-heading/SectionHeading';
import styles from './Home.module.css';

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

import { ArrowRightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import styles from './SectionHeading.module.css';

/** A home-page section's title, with a link to the whole list. */
export function SectionHeading({
  id,
  kicker,
  title,
  more,
}: {
  id: string;
  kicker: string;
  title: string;
  more?: { to: string; label: string };
}) {
  return (
    <div className={styles.heading}>
      <div>
        <p className={styles.kicker}>{kicker}</p>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {more && (
        <Link to={more.to} className={styles.more}>
          {more.label}
          <ArrowRightOutlined aria-hidden />
        </Link>
      )}
    </div>
  );
}

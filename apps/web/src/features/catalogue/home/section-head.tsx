import { Link } from '@/lib/router';
import { RightOutline } from 'antd-mobile-icons';

type SectionHeadProps = { id: string; title: string; more?: { to: string; text: string; label: string } };

/** A section's heading, with an optional "See all" link named in full for screen readers. */
export function SectionHead({ id, title, more }: SectionHeadProps) {
  return (
    <div className="cat-section-head">
      <h2 id={id} className="cat-section-head__title">
        {title}
      </h2>
      {more && (
        <Link to={more.to} className="cat-section-head__more" aria-label={more.label}>
          {more.text}
          <RightOutline aria-hidden="true" />
        </Link>
      )}
    </div>
  );
}

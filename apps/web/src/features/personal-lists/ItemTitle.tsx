import type { ListItem } from '@klama/contract';
import { Link } from 'react-router';
import { detailsPath } from '../../lib/routes';
import { displayTitle } from '../../lib/show';
import { useLanguage } from '../../stores/general';

/** A list item's show title (a link to its details) with the item's note after it. */
export function ItemTitle({ item }: { item: ListItem }) {
  const language = useLanguage();
  return (
    <span className="user-list__title">
      <Link to={detailsPath(item.show.id)}>{displayTitle(item.show, language)}</Link>
      {item.note && <span className="user-list__note"> — {item.note}</span>}
    </span>
  );
}

import { PersonalListPage, type ListParts } from '../../features/personal-lists/PersonalListPage';
import { Comments } from '../../features/comments/Comments';

const parts: ListParts = {
  Comments: ({ listId, title }: { listId: number; title: string }) => <Comments target={{ kind: 'list', id: listId }} title={title} />,
};

/** /lists/{id}: a personal list's page, with its comments when it is public (the comments feature's). */
export function ListScreen() {
  return <PersonalListPage parts={parts} />;
}

/**
 * /lists/{id}: a list's page, public ones for anyone, rendered by the server with page metadata for link previews;
 * a private list is "not found" to everyone but its owner, whose browser reads it with the session (a render is
 * anonymous: the server renders the not-found screen with 404, which the owner's browser then replaces).
 * A reader sees the shows as poster cards; the owner's name is plain text (profiles are private). The owner reorders items by dragging or from the
 * keyboard (the shared SortableList), writes a note on each, and removes them. `?page=N` starts at page N (the
 * rendered page's "show more" link, for readers without JavaScript); `?sort=community_desc` orders the shows by the
 * K-lama score (the shared sort control; the owner reorders only in the list's own order). A list moderators hid
 * reads as not found to everyone but its owner, who sees it with a notice saying so (and why, when the reports say)
 * and no comments, which are closed while it is hidden.
 */
import { ReportButton } from '../../components/ReportButton';
import { useState, type ComponentType, type MouseEvent } from 'react';
import { Link, useParams } from 'react-router';
import { COMMUNITY_SORT } from '@klama/contract';
import { useTranslation } from '../../i18n/react';
import type { ListPage } from '@klama/contract';
import { useOwnListPages, usePublicListPages, type ListOrder } from '../../api/diary';
import { CURATED, type ListSort } from '../../api/lists';
import { SortControl } from '../../components/SortControl';
import { MOBILE_BREAKPOINT_PX } from '../../config/layout';
import { localeOf } from '../../i18n';
import { useIsBelow } from '../../lib/use-viewport';
import { useQueryState } from '../../lib/use-query-state';
import { ApiError } from '../../api/request';
import { useResponseStatus, useUserContentRender } from '../../app/response-status';
import { PageMeta } from '../../components/PageMeta';
import { ShowCard } from '../../components/ShowCard';
import { ErrorPage, Spinner } from '../../components/States';
import { useHydrated } from '../../lib/use-hydrated';
import { detailsPath } from '../../lib/routes';
import { displayTitle, SHARE_IMAGE_SIZE, shareImageOf } from '../../lib/show';
import { pageUrl } from '../../lib/site';
import { useAuthStore } from '../../stores/auth';
import { useLanguage, type Language } from '../../stores/general';
import { OwnerItems } from './OwnerItems';
import './personal-lists.css';
import { listsNamespace } from '../../i18n/messages/en/lists';

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

/** What another feature shows on a public list's page: its comments (composed by app/screens). */
export type ListParts = { Comments?: ComponentType<{ listId: number; title: string }> };

export function PersonalListPage({ parts = {} }: { parts?: ListParts }) {
  const { t } = useTranslation(listsNamespace);
  const id = Number(useParams().id);
  const [params, changeQuery] = useQueryState();
  const from = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const order: ListOrder = params.get('sort') === COMMUNITY_SORT ? COMMUNITY_SORT : CURATED;
  const sortAsDialog = useIsBelow(MOBILE_BREAKPOINT_PX);
  // a new order starts again from the first page
  const chooseOrder = (next: ListSort) =>
    changeQuery(
      (query) => {
        query.delete('page');
        if (next === COMMUNITY_SORT) query.set('sort', next);
        else query.delete('sort');
        return query;
      },
      { replace: true },
    );
  // who is signed in is known only in the browser, once hydrated (the server renders for nobody)
  const hydrated = useHydrated();
  const username = useAuthStore((s) => s.user?.username ?? null);
  const viewer = hydrated ? username : null;
  const anonymous = usePublicListPages(id, from, order);
  // not public (or no such list): it may be the viewer's own private list
  // once the anonymous read said 404, another order of the same list is read as the owner at once (no spinner)
  const [notPublic, setNotPublic] = useState<number | null>(null);
  if (isNotFound(anonymous.error) && notPublic !== id) setNotPublic(id);
  const asOwner = viewer !== null && (isNotFound(anonymous.error) || notPublic === id);
  const own = useOwnListPages(id, from, asOwner ? viewer : null, order);
  const query = asOwner ? own : anonymous;
  const pages = query.data?.pages;
  const first = pages?.[0];
  useUserContentRender({ clientShell: false });
  useResponseStatus(!first && anonymous.isError ? (anonymous.error instanceof ApiError ? anonymous.error.status : 500) : null);
  if (!first) {
    if (query.isPending) return <Spinner />;
    if (isNotFound(query.error)) return <ListNotFound id={id} />;
    return <ErrorPage message={query.error?.message ?? ''} />;
  }
  const list: ListPage = { ...first, results: pages!.flatMap((p) => p.results) };
  const mine = viewer !== null && viewer.toLowerCase() === list.owner.username.toLowerCase();
  const showMore = (e: MouseEvent) => {
    // with JavaScript the next page is added below; without, the link opens it
    e.preventDefault();
    void query.fetchNextPage();
  };
  return (
    <div className="page narrow user-list">
      <ListMeta list={list} from={from} />
      <h1>{list.name}</h1>
      <p>
        {t('list.by', { username: list.owner.username })} · {t('showCount', { count: list.itemCount })} ·{' '}
        {/* a hidden list is public no more: no one but its owner sees it */}
        {list.hidden ? t('visibility.hidden') : t(`visibility.${list.visibility}`)}
      </p>
      {list.hidden && <HiddenNotice hidden={list.hidden} />}
      {list.visibility === 'public' && !list.hidden && <ReportButton target={{ kind: 'list', id: list.id }} author={list.owner.username} />}
      {list.description && <p className="user-list__description">{list.description}</p>}
      {list.itemCount > 1 && (
        <div className="user-list__bar">
          <SortControl value={order} onChange={chooseOrder} asDialog={sortAsDialog} ownOrderOnly />
        </div>
      )}
      {list.results.length === 0 ? (
        <p className="message">{t('list.empty')}</p>
      ) : mine && order === CURATED ? (
        <OwnerItems list={list} />
      ) : (
        <ReadOnlyItems list={list} />
      )}
      {query.isFetchingNextPage ? (
        <Spinner label={t('list.loadingMore')} />
      ) : (
        query.hasNextPage && (
          <Link
            className="control-button control-button--secondary user-list__more"
            to={`?page=${pages!.at(-1)!.nextPage}${order === COMMUNITY_SORT ? `&sort=${COMMUNITY_SORT}` : ''}`}
            onClick={showMore}
          >
            {t('list.showMore')}
          </Link>
        )
      )}
      {list.hidden ? (
        <p className="message user-list__comments-closed">{t('hidden.comments')}</p>
      ) : (
        list.visibility === 'public' && parts.Comments && <parts.Comments listId={list.id} title={list.name} />
      )}
    </div>
  );
}

/** Title, description, canonical address, share tags (the first show's share card) and an ItemList. */
function ListMeta({ list, from }: { list: ListPage; from: number }) {
  const { t } = useTranslation(listsNamespace);
  const language = useLanguage();
  const path = `/lists/${list.id}${from > 1 ? `?page=${from}` : ''}`;
  const cover = list.results[0]?.show;
  return (
    <PageMeta
      title={t('list.metaTitle', { name: list.name, username: list.owner.username })}
      description={list.description || t('list.metaDescription', { username: list.owner.username })}
      path={path}
      image={cover && shareImageOf(cover, language)}
      imageSize={cover && SHARE_IMAGE_SIZE}
      jsonLd={[itemListJsonLd(list, pageUrl(language, path), language)]}
    />
  );
}

/**
 * Where the page's first item stands among the shows a reader sees. Not its stored `position`: a show the operators
 * have hidden keeps its place in the list, and numbering by it would skip a number (or start a page too late).
 */
const firstOrdinal = (list: ListPage) => (list.page - 1) * list.limit + 1;

/** schema.org ItemList of the shows on the page, in the list's order. */
function itemListJsonLd(list: ListPage, url: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: list.name,
    ...(list.description ? { description: list.description } : {}),
    url,
    numberOfItems: list.itemCount,
    itemListElement: list.results.map((item, i) => ({
      '@type': 'ListItem',
      position: firstOrdinal(list) + i,
      name: displayTitle(item.show, language),
      url: pageUrl(language, detailsPath(item.show.id)),
    })),
  };
}

/** A private list (to anyone but its owner) or none: readable without JavaScript too (the server renders it, 404). */
function ListNotFound({ id }: { id: number }) {
  const { t } = useTranslation(listsNamespace);
  return (
    <div className="page">
      <PageMeta title={t('list.notFoundMetaTitle')} description={t('list.notFoundMessage')} path={`/lists/${id}`} />
      <ErrorPage title={t('list.notFound')} message={t('list.notFoundMessage')} />
    </div>
  );
}

/** A reader's view: the shows as poster cards, in the list's order, each with its note. */
function ReadOnlyItems({ list }: { list: ListPage }) {
  const { t } = useTranslation(listsNamespace);
  return (
    <ol className="grid user-list__read" aria-label={t('list.items')} start={firstOrdinal(list)}>
      {list.results.map((item, index) => (
        <li key={item.show.id} data-show={item.show.id} className="user-list__card">
          <ShowCard show={item.show} eager={index < 4} />
          {item.note && <p className="user-list__note">{item.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** What the owner of a list moderators hid reads above it: only they see it, since when, and the reports' reasons. */
function HiddenNotice({ hidden }: { hidden: NonNullable<ListPage['hidden']> }) {
  const { t } = useTranslation(listsNamespace);
  const language = useLanguage();
  const date = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(new Date(hidden.at));
  const separator = language === 'kr' ? ', ' : '; ';
  return (
    <section className="user-list__hidden" aria-labelledby="user-list-hidden-title">
      <h2 id="user-list-hidden-title">{t('hidden.title')}</h2>
      <p>{t('hidden.body', { date })}</p>
      {hidden.reasons.length > 0 && (
        <p>{t('hidden.reasons', { reasons: hidden.reasons.map((r) => t(`hidden.reason.${r}`)).join(separator) })}</p>
      )}
    </section>
  );
}

/** Drizzle table definitions, mirroring migrations/*.sql (a test checks they agree). */
import { type AnyPgColumn, boolean, date, integer, pgTable, primaryKey, real, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const term = (name: string) =>
  pgTable(name, {
    id: integer('id').primaryKey(),
    uid: text('uid').notNull().unique(),
    name: text('name').notNull(),
    rank: integer('rank').notNull().default(999),
  });
export const genre = term('genre');
export const tone = term('tone');
export const keyword = term('keyword');

export const network = pgTable('network', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logoPath: text('logo_path'),
});
export const provider = pgTable('provider', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  logoPath: text('logo_path'),
  displayPriority: integer('display_priority').notNull().default(999),
});
export const person = pgTable('person', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  originalName: text('original_name'),
  profilePath: text('profile_path'),
});
export const series = pgTable('series', { id: serial('id').primaryKey(), name: text('name').notNull() });
export const originalWork = pgTable('original_work', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  originalTitle: text('original_title'),
  type: text('type').notNull(),
  authorId: integer('author_id')
    .notNull()
    .references(() => person.id),
});

export const show = pgTable('show', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  originalName: text('original_name').notNull(),
  firstAirDate: date('first_air_date', { mode: 'string' }),
  overview: text('overview').notNull().default(''),
  numberOfEpisodes: integer('number_of_episodes'),
  seasonNumber: integer('season_number').notNull().default(1),
  seriesId: integer('series_id').references(() => series.id, { onDelete: 'set null' }),
  homepage: text('homepage'),
  posterUs: text('poster_us'),
  posterKr: text('poster_kr'),
  originalWorkId: integer('original_work_id').references(() => originalWork.id, { onDelete: 'set null' }),
  popularity: real('popularity').notNull().default(0),
  source: text('source', { enum: ['sample', 'tmdb', 'synthetic'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const showSearchTerm = pgTable(
  'show_search_term',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    compact: text('compact').notNull(),
    kind: text('kind', { enum: ['name', 'original_name', 'alternative'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.term] })],
);
export const showSearchBigram = pgTable(
  'show_search_bigram',
  {
    bigram: text('bigram').notNull(),
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bigram, t.showId] })],
);

const showLink = (name: string, column: string, target: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      showId: integer('show_id')
        .notNull()
        .references(() => show.id, { onDelete: 'cascade' }),
      targetId: integer(column).notNull().references(target, { onDelete: 'cascade' }),
      position: integer('position').notNull().default(0),
    },
    (t) => [primaryKey({ columns: [t.showId, t.targetId] })],
  );
export const showGenre = showLink('show_genre', 'genre_id', () => genre.id);
export const showKeyword = showLink('show_keyword', 'keyword_id', () => keyword.id);
export const showTone = showLink('show_tone', 'tone_id', () => tone.id);
export const showNetwork = showLink('show_network', 'network_id', () => network.id);
export const showProvider = pgTable(
  'show_provider',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    providerId: integer('provider_id')
      .notNull()
      .references(() => provider.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.showId, t.providerId] })],
);

export const castCredit = pgTable(
  'cast_credit',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => person.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default(''),
    order: integer('order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.order] })],
);
export const crewCredit = pgTable(
  'crew_credit',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    personId: integer('person_id')
      .notNull()
      .references(() => person.id, { onDelete: 'cascade' }),
    job: text('job').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.personId, t.job] })],
);

export const video = pgTable(
  'video',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    site: text('site').notNull(),
    key: text('key').notNull(),
    type: text('type').notNull().default('Trailer'),
    name: text('name').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.showId, t.site, t.key] })],
);

export const recommendation = pgTable(
  'recommendation',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    recommendedId: integer('recommended_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.recommendedId] })],
);

export const periodicCollection = pgTable('periodic_collection', {
  key: text('key').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  frequency: text('frequency', { enum: ['weekly', 'monthly', 'quarterly'] }).notNull(),
});
export const periodicList = pgTable('periodic_list', {
  id: serial('id').primaryKey(),
  collectionKey: text('collection_key')
    .notNull()
    .references(() => periodicCollection.key, { onDelete: 'cascade' }),
  releaseDate: date('release_date', { mode: 'string' }).notNull(),
});
export const periodicListItem = pgTable(
  'periodic_list_item',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => periodicList.id, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.showId] })],
);
export const permanentCollection = pgTable('permanent_collection', {
  key: text('key').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});
export const permanentCollectionItem = pgTable(
  'permanent_collection_item',
  {
    collectionKey: text('collection_key')
      .notNull()
      .references(() => permanentCollection.key, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionKey, t.showId] })],
);

export const hero = pgTable('hero', {
  order: integer('order').primaryKey(),
  url: text('url').notNull(),
  title: text('title').notNull(),
  tagline: text('tagline'),
  img: text('img').notNull(),
  tagLabel: text('tag_label').notNull(),
  tagColor: text('tag_color', { enum: ['jasmine', 'tomato', 'tangerine'] }).notNull(),
});
export const siteProfile = pgTable('site_profile', {
  id: integer('id').primaryKey(),
  about: text('about').notNull().default(''),
});

// ---- accounts (0002_accounts.sql) -------------------------------------------------------------
export const appUser = pgTable('app_user', {
  id: serial('id').primaryKey(),
  username: text('username').notNull(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  googleSub: text('google_sub').unique(),
  avatar: text('avatar'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export const authSession = pgTable('auth_session', {
  id: uuid('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => appUser.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});
export const refreshToken = pgTable('refresh_token', {
  tokenHash: text('token_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => authSession.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }),
});
export const userShow = pgTable(
  'user_show',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    liked: boolean('liked').notNull().default(false),
    bookmarked: boolean('bookmarked').notNull().default(false),
    watched: boolean('watched').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.showId] })],
);

// ---- importer state (migrations/0003_importer.sql) ----
export const importRun = pgTable('import_run', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['tmdb'] }).notNull(),
  options: text('options').notNull().default('{}'),
  discovered: boolean('discovered').notNull().default(false),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
export const importRunShow = pgTable(
  'import_run_show',
  {
    runId: integer('run_id')
      .notNull()
      .references(() => importRun.id, { onDelete: 'cascade' }),
    showId: integer('show_id').notNull(),
    position: integer('position').notNull(),
    status: text('status', { enum: ['pending', 'added', 'updated', 'failed'] })
      .notNull()
      .default('pending'),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.runId, t.showId] })],
);
export const importRecommendation = pgTable(
  'import_recommendation',
  {
    showId: integer('show_id')
      .notNull()
      .references(() => show.id, { onDelete: 'cascade' }),
    recommendedId: integer('recommended_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.showId, t.recommendedId] })],
);

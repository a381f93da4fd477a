/**
 * Every API route, by who may call it: each feature's routes are registered in the group of the access level the
 * contract's route table gives them (access/groups.ts refuses any other); `app.routeAccess()` lists them all, and a
 * test holds them equal to the table.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { RouteName } from '@klama/contract';
import { accountGroup, adminGroup, authGroup, catalogueGroup, optionalUserGroup, type Access, type RoutePlugin } from './access/groups.js';
import { showRoutes } from './catalogue/shows.routes.js';
import { categoryListRoutes } from './read-model/category-lists.routes.js';
import { taxonomyRoutes } from './catalogue/taxonomy.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { collectionRoutes } from './collections/collections.routes.js';
import { peopleRoutes } from './people/people.routes.js';
import { recommendationRoutes } from './recommendations/recommendations.routes.js';
import { marketingRoutes } from './marketing/marketing.routes.js';
import { profileShareImageRoutes, shareImageRoutes } from './share-image/share-image.routes.js';
import { authRoutes } from './accounts/auth.routes.js';
import { passwordResetRoutes } from './accounts/password-reset.routes.js';
import { twoFactorAccountRoutes, twoFactorSignInRoutes } from './accounts/two-factor.routes.js';
import { passkeyAccountRoutes, passkeyAuthRoutes } from './accounts/passkeys.routes.js';
import { userRoutes } from './accounts/user.routes.js';
import { markRoutes, markStatusRoutes } from './diary/marks.routes.js';
import { deleteAccountRoutes } from './accounts/delete-account.routes.js';
import { emailVerificationRoutes, emailVerifyRoutes } from './accounts/email-verification.routes.js';
import { sessionRoutes } from './accounts/sessions.routes.js';
import { stepUpRoutes } from './accounts/step-up.routes.js';
import { adminRoutes as defaultAdminRoutes } from './admin/admin.routes.js';
import { diaryRoutes } from './diary/diary.routes.js';
import { personalListPageRoutes, personalListRoutes } from './personal-lists/personal-lists.routes.js';
import { diaryTransferRoutes } from './diary-transfer/diary-transfer.routes.js';
import { calendarFeedRoutes, episodeAccountRoutes, episodeCatalogueRoutes } from './episodes/episodes.routes.js';
import { regionRoutes, userRegionRoutes } from './regions/regions.routes.js';
import { reviewReadRoutes, reviewWriteRoutes } from './reviews/reviews.routes.js';
import { fanReviews } from './reviews/reviews.queries.js';
import { commentReadRoutes, commentWriteRoutes } from './comments/comments.routes.js';
import { reviewCommentCounts } from './comments/comments.queries.js';
import { followRoutes, publicProfileRoutes } from './profiles/profiles.routes.js';
import { reportRoutes } from './moderation/reports.routes.js';
import { notificationRoutes } from './notifications/notifications.routes.js';
import { pushKeyRoutes, pushSubscriptionRoutes } from './push/push.routes.js';
import { mailUnsubscribeRoutes } from './notifications/mail-unsubscribe.routes.js';

export interface RouteAccess {
  method: string;
  url: string;
  access: Access | null;
  /** Its name in the contract's route table. */
  route: RouteName | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with its access level (null: in no group, which a test forbids). */
    routeAccess(): RouteAccess[];
  }
}

/** `adminRoutes`: the admin API (its routes, like every other, must be routes of the contract's table). */
export async function registerApiRoutes(app: FastifyInstance, adminRoutes: readonly RoutePlugin[] = defaultAdminRoutes) {
  const routes: RouteOptions[] = [];
  app.decorate('routeAccess', () =>
    routes.flatMap((r) =>
      [r.method].flat().map((method) => {
        const config = r.config as { access?: Access; route?: RouteName } | undefined;
        return { method, url: r.url, access: config?.access ?? null, route: config?.route ?? null };
      }),
    ),
  );
  app.decorateRequest('user', null);

  await app.register(
    async (api) => {
      // the groups tag a route after this hook has seen it: read each route's options when listing
      api.addHook('onRoute', (route) => void routes.push(route));
      await api.register(
        catalogueGroup([
          showRoutes,
          categoryListRoutes,
          taxonomyRoutes,
          searchRoutes,
          collectionRoutes,
          peopleRoutes,
          recommendationRoutes,
          marketingRoutes,
          shareImageRoutes,
          episodeCatalogueRoutes,
          regionRoutes,
        ]),
      );
      await api.register(
        authGroup([authRoutes, passwordResetRoutes, emailVerifyRoutes, twoFactorSignInRoutes, passkeyAuthRoutes, mailUnsubscribeRoutes]),
      );
      await api.register(
        accountGroup([
          userRoutes,
          markRoutes,
          diaryRoutes,
          personalListRoutes,
          diaryTransferRoutes,
          episodeAccountRoutes,
          userRegionRoutes,
          deleteAccountRoutes,
          emailVerificationRoutes,
          sessionRoutes,
          stepUpRoutes,
          twoFactorAccountRoutes,
          passkeyAccountRoutes,
          reviewWriteRoutes,
          commentWriteRoutes,
          followRoutes,
          reportRoutes,
          notificationRoutes,
          pushSubscriptionRoutes,
        ]),
      );
      await api.register(
        optionalUserGroup([
          markStatusRoutes,
          personalListPageRoutes,
          calendarFeedRoutes,
          reviewReadRoutes(reviewCommentCounts),
          commentReadRoutes,
          publicProfileRoutes(fanReviews),
          profileShareImageRoutes,
          pushKeyRoutes,
        ]),
      );
      await api.register(adminGroup(adminRoutes));
    },
    { prefix: '/api' },
  );
}

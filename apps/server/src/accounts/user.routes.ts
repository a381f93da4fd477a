/** The signed-in user's own account: read it (profiles are private), change the email, change the password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '@klama/contract';

import { HttpError } from '../plugins/errors.js';
import { signedIn, Unauthorized } from './authenticate.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { assertNewPasswordAllowed } from './password-policy.js';
import { endOtherSessions } from './sessions.queries.js';
import {
  findUserById,
  normalizeEmail,
  publicProfile,
  setProfileVisibility,
  setUserRegion,
  updateEmail,
  updatePasswordHash,
  type UserRow,
} from './users.queries.js';
import { setMailLanguage } from './email-verification.queries.js';
import { hasPasskey } from './passkeys.queries.js';
import { sendSecurityNotice } from './security-notices.js';
import { mailVerificationLink } from './email-verification.routes.js';
import { route } from '../plugins/route.js';
import { requireRecentConfirmation } from './step-up.js';

/** How the owner confirms who they are before deleting the account or a sensitive change (confirm-owner.ts). */
const confirmationMethods = (user: UserRow, withPasskey: boolean) => [
  ...(user.password_hash ? (['password'] as const) : []),
  ...(user.google_sub ? (['google'] as const) : []),
  ...(withPasskey ? (['passkey'] as const) : []),
];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const limit = app.authLimit.bind(app);

  const currentUser = async (req: FastifyRequest) => {
    const user = await findUserById(db, signedIn(req).userId);
    if (!user) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
    return user;
  };

  route(app, 'me', async (req) => {
    const user = await currentUser(req);
    return {
      ...publicProfile(user),
      role: user.role,
      region: user.region,
      confirmWith: confirmationMethods(user, await hasPasskey(db, user.id)),
      emailVerified: user.email_verified,
      profileVisibility: user.profile_visibility,
    };
  });

  route(app, 'userProfile', async (req) => {
    const user = await currentUser(req);
    if (user.username.toLowerCase() !== req.params.username.toLowerCase()) throw new HttpError(403, AUTH_MESSAGES.profilePrivate);
    return publicProfile(user);
  });

  route(app, 'updateMe', async (req) => {
    const user = await currentUser(req);
    const { email, region, language, profileVisibility } = req.body;
    const changing = email !== undefined && normalizeEmail(email) !== user.email;
    // a new address could reset the password by mail: the owner confirms first (the region and visibility need not)
    if (changing) await requireRecentConfirmation(db, req);
    // the region picker's save (regions/) and the Settings page's email: one transaction, so never half of it
    return db.transaction(async (tx) => {
      const updated = changing ? await updateEmail(tx, user.id, email) : user;
      if (!updated) throw new Unauthorized(AUTH_MESSAGES.invalidToken);
      if (changing) {
        // the old address hears of it in the account's language as it was; the new one is asked to confirm
        await app.mail.send(tx, {
          kind: 'email-changed',
          to: user.email,
          language: user.mail_language,
          values: { username: user.username, newAddress: updated.email },
          expiresInMinutes: 7 * 24 * 60,
        });
        if (language) await setMailLanguage(tx, user.id, language);
        await mailVerificationLink(app, tx, updated, language ?? user.mail_language);
      }
      if (profileVisibility !== undefined) await setProfileVisibility(tx, user.id, profileVisibility);
      const answer = {
        ...publicProfile(updated),
        emailVerified: updated.email_verified,
        profileVisibility: profileVisibility ?? user.profile_visibility,
      };
      if (region === undefined) return answer;
      await setUserRegion(tx, user.id, region);
      return { ...answer, region };
    });
  });

  route(
    app,
    'changePassword',
    async (req) => {
      const user = await currentUser(req);
      if (!user.password_hash) throw new HttpError(400, AUTH_MESSAGES.noPasswordSet);
      // 400, not 401: a 401 would make the client refresh and retry, then log the user out.
      if (!(await verifyPassword(req.body.currentPassword, user.password_hash)))
        throw new HttpError(400, AUTH_MESSAGES.currentPasswordIncorrect);
      assertNewPasswordAllowed(req.body.newPassword, user);
      const passwordHash = await hashPassword(req.body.newPassword);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.id, passwordHash);
        await endOtherSessions(tx, user.id, signedIn(req).sessionId);
        await sendSecurityNotice(app, tx, user, 'password-changed');
      });
      return { status: 'ok' as const };
    },
    { onRequest: limit('changePasswordPerIp') },
  );
};

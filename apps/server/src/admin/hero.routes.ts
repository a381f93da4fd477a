/** admin/hero: the home page's slides (create, edit, delete, reorder). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  AdminHeroList,
  AdminHeroSlide,
  AdminIdParams,
  HeroOrderBody,
  HeroSlideBody,
  HeroSlidePatch,
} from '@klama/contract';
import { badRequest, notFound } from '../plugins/errors.js';
import type { Queryable } from '../db/client.js';
import { adminWrite } from './admin-write.js';
import { adminHeroSlides, deleteHeroSlide, findHeroSlide, insertHeroSlide, renumberHeroSlides, updateHeroSlide } from './hero.queries.js';
import { noContent } from '../api-docs/answers.js';

async function existingSlide(tx: Queryable, id: number) {
  const slide = await findHeroSlide(tx, id);
  if (!slide) throw notFound(ADMIN_MESSAGES.slideNotFound);
  return slide;
}

export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/hero', { schema: { response: { 200: AdminHeroList } } }, () => adminHeroSlides(app.db));

  app.post('/admin/hero', { schema: { body: HeroSlideBody, response: { 201: AdminHeroSlide } } }, async (req, reply) => {
    const slide = await adminWrite(app, req, { action: 'hero.create', target: 'hero', catalogue: true }, async (tx) => ({
      before: null,
      after: await insertHeroSlide(tx, req.body),
    }));
    return reply.code(201).send(slide as AdminHeroSlide);
  });

  app.patch('/admin/hero/:id', { schema: { params: AdminIdParams, body: HeroSlidePatch, response: { 200: AdminHeroSlide } } }, (req) =>
    adminWrite<AdminHeroSlide>(app, req, { action: 'hero.update', target: `hero/${req.params.id}`, catalogue: true }, async (tx) => {
      const before = await existingSlide(tx, req.params.id);
      const merged = { ...before, ...req.body, tag: { ...before.tag, ...req.body.tag } };
      return { before, after: await updateHeroSlide(tx, req.params.id, merged) };
    }),
  );

  app.delete(
    '/admin/hero/:id',
    { schema: { params: AdminIdParams, response: { 204: noContent('The slide is deleted') } } },
    async (req, reply) => {
      await adminWrite(app, req, { action: 'hero.delete', target: `hero/${req.params.id}`, catalogue: true }, async (tx) => {
        const before = await existingSlide(tx, req.params.id);
        await deleteHeroSlide(tx, req.params.id);
        return { before, after: null };
      });
      return reply.code(204).send();
    },
  );

  app.put('/admin/hero/order', { schema: { body: HeroOrderBody, response: { 200: AdminHeroList } } }, (req) =>
    adminWrite<AdminHeroSlide[]>(app, req, { action: 'hero.reorder', target: 'hero', catalogue: true }, async (tx) => {
      const before = await adminHeroSlides(tx);
      const ids = req.body.ids;
      const known = new Set(before.map((s) => s.id));
      if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id)))
        throw badRequest(ADMIN_MESSAGES.slideOrderMismatch);
      await renumberHeroSlides(tx, ids);
      const after = await adminHeroSlides(tx);
      return { before: before.map((s) => s.id), after: after.map((s) => s.id), result: after };
    }),
  );
};

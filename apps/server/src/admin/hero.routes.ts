/** admin/hero: the home page's slides (create, edit, delete, reorder). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdminHeroSlide } from '@klama/contract';
import { ADMIN_MESSAGES } from '@klama/contract';
import { badRequest, notFound } from '../plugins/errors.js';
import type { Queryable } from '../db/client.js';
import { adminWrite } from './admin-write.js';
import { adminHeroSlides, deleteHeroSlide, findHeroSlide, insertHeroSlide, renumberHeroSlides, updateHeroSlide } from './hero.queries.js';
import { route } from '../plugins/route.js';

async function existingSlide(tx: Queryable, id: number) {
  const slide = await findHeroSlide(tx, id);
  if (!slide) throw notFound(ADMIN_MESSAGES.slideNotFound);
  return slide;
}

export const adminHeroRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, 'adminHero', () => adminHeroSlides(app.db));

  route(app, 'adminCreateSlide', async (req, reply) => {
    const slide = await adminWrite(app, req, { action: 'hero.create', target: 'hero', catalogue: true }, async (tx) => ({
      before: null,
      after: await insertHeroSlide(tx, { ...req.body, ko: { title: null, tagline: null, tagLabel: null, ...req.body.ko } }),
    }));
    return reply.code(201).send(slide as AdminHeroSlide);
  });

  route(app, 'adminUpdateSlide', (req) =>
    adminWrite<AdminHeroSlide>(app, req, { action: 'hero.update', target: `hero/${req.params.id}`, catalogue: true }, async (tx) => {
      const before = await existingSlide(tx, req.params.id);
      const merged = { ...before, ...req.body, tag: { ...before.tag, ...req.body.tag }, ko: { ...before.ko, ...req.body.ko } };
      return { before, after: await updateHeroSlide(tx, req.params.id, merged) };
    }),
  );

  route(app, 'adminDeleteSlide', async (req, reply) => {
    await adminWrite(app, req, { action: 'hero.delete', target: `hero/${req.params.id}`, catalogue: true }, async (tx) => {
      const before = await existingSlide(tx, req.params.id);
      await deleteHeroSlide(tx, req.params.id);
      return { before, after: null };
    });
    return reply.code(204).send();
  });

  route(app, 'adminReorderSlides', (req) =>
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

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../plugins/http-errors';
import { badgeOf, badgeSvg } from './badge';

// Any other name is a file that does not exist (404), not a bad request.
const Params = Type.Object({ file: Type.String({ maxLength: 64 }) });

/**
 * The files the demo condos' `logo_url` points at, as a CDN serves a real condo's logo: not an API call (the console
 * never calls it, it shows `logo_url` as an image), so it is kept out of the OpenAPI document and served in both
 * contract profiles. Public, like any image URL, and a function of its file name only: it reads no data.
 */
const demoLogoRoutes: FastifyPluginAsyncTypebox<{ demoLogos: boolean }> = async (app, { demoLogos }) => {
  if (!demoLogos) return;
  app.get('/demo_logos/:file', { logLevel: 'warn', schema: { hide: true, params: Params } }, async (request, reply) => {
    const badge = badgeOf(request.params.file);
    if (!badge) throw notFound();
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(badgeSvg(badge));
  });
};

export default demoLogoRoutes;

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CatalogueApi,
  ErrorKey,
  FavouriteData,
  FollowData,
  PageQuery,
  ProductCard,
  ProductIdBody,
  ShopCard,
  ShopIdBody,
  pageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { followedShops, setFollow } from './shops.js';
import { myFavourites, myRecentlyViewed, setFavourite } from './favourites.js';
import { pageInLanguage } from './reader-language.js';
import { viewedMarksOf } from './viewed-marks.js';

const tags = ['catalogue'];
const user = { auth: 'user' as const };
const ProductPage = pageOf(ProductCard);

/** A buyer's own marks on the catalogue: favourite products, followed shops, and what they viewed lately. */
export const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CatalogueApi.follow,
    {
      config: user,
      schema: {
        summary: 'Follow a shop',
        tags,
        body: ShopIdBody,
        response: responses(FollowData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await setFollow(app.db, req.user!.id, req.body.shop_id, true)),
  );
  app.post(
    CatalogueApi.unfollow,
    {
      config: user,
      schema: {
        summary: 'Stop following a shop',
        tags,
        body: ShopIdBody,
        response: responses(FollowData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await setFollow(app.db, req.user!.id, req.body.shop_id, false)),
  );
  app.post(
    CatalogueApi.favourite,
    {
      config: user,
      schema: {
        summary: "Add a product to the buyer's favourites",
        tags,
        body: ProductIdBody,
        response: responses(FavouriteData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await setFavourite(app.db, req.user!.id, req.body.product_id, true)),
  );
  app.post(
    CatalogueApi.unfavourite,
    {
      config: user,
      schema: {
        summary: "Remove a product from the buyer's favourites",
        tags,
        body: ProductIdBody,
        response: responses(FavouriteData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await setFavourite(app.db, req.user!.id, req.body.product_id, false)),
  );
  app.get(
    CatalogueApi.myFavourites,
    {
      config: user,
      schema: {
        summary: "List the buyer's favourite products",
        tags,
        querystring: PageQuery,
        response: responses(ProductPage),
      },
    },
    async (req, reply) =>
      reply.ok(await pageInLanguage(app.db, await myFavourites(app.db, req.user!.id, req.query), req.lang)),
  );
  app.get(
    CatalogueApi.followedShops,
    {
      config: user,
      schema: {
        summary: 'List the shops the buyer follows',
        tags,
        querystring: PageQuery,
        response: responses(pageOf(ShopCard)),
      },
    },
    async (req, reply) => reply.ok(await followedShops(app.db, req.user!.id, req.query)),
  );
  app.get(
    CatalogueApi.recentlyViewed,
    {
      config: user,
      schema: {
        summary: 'List the products the buyer viewed lately',
        tags,
        querystring: PageQuery,
        response: responses(ProductPage),
      },
    },
    async (req, reply) => {
      // This process's views not written yet are written first: the buyer sees the product they just opened.
      await viewedMarksOf(app.dbRelaxed).flush();
      return reply.ok(await pageInLanguage(app.db, await myRecentlyViewed(app.db, req.user!.id, req.query), req.lang));
    },
  );
};

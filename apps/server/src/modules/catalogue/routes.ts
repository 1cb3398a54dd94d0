import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CatalogueApi,
  Category,
  HomeData,
  IdQuery,
  KeywordList,
  PageQuery,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  SearchPage,
  Suggestions,
  SearchQuery,
  ShopInfo,
  SuggestQuery,
  pageOf,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import type { BuyerServing } from '../../plugins/shared-answers.js';
import { homePage, listCategories } from './home.js';
import { listByKeyset, WALK_MS, WALKS_KEPT, type Walk } from './list-walk.js';
import { hotSearches, RANKING_MS, RANKINGS_KEPT, searchProducts, suggest, type Ranking } from './search.js';
import { keptValues } from '../../lib/kept-values.js';
import { createSearchCounter } from './search-counter.js';
import { productDetail } from './product-detail.js';
import { shopInfo } from './shops.js';
import { buyerOverlay, markedDetail, markedHome, markedPage, markedShop } from './buyer-overlay.js';
import { viewedMarksOf } from './viewed-marks.js';
import { cardsInLanguage, pageInLanguage } from './reader-language.js';

const tags = ['catalogue'];
/** Public answers; a token, when sent, adds the buyer's own flags. */
const open = { auth: 'optional' as const, cacheSeconds: 60 };
/** The product page shows stock: a browser may keep it for seconds, not a minute. */
const openLive = { auth: 'optional' as const, cacheSeconds: 5 };
const ProductPage = pageOf(ProductCard);
/** A search's page, and whether it counts for the hot searches. */
const SearchAnswer = z.object({ result: SearchPage, counts: z.boolean() });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const searchCounter = createSearchCounter(app.dbRelaxed, app.log);
  const rankings = keptValues<Ranking>({ ttlMs: app.sharedAnswers.keeps ? RANKING_MS : 0, max: RANKINGS_KEPT });
  app.sharedAnswers.onClear(rankings.clear);
  const walks = keptValues<Walk>({ ttlMs: app.sharedAnswers.keeps ? WALK_MS : 0, max: WALKS_KEPT });
  app.sharedAnswers.onClear(walks.clear);
  app.addHook('onClose', () => searchCounter.close());
  const overlay = buyerOverlay(app.db, app.userMemory);
  /** The catalogue's own reads go to a replica that keeps up; a buyer's flags and marks stay on the primary. */
  const reads = (req: FastifyRequest) => app.reads.db(req.user?.id);
  const markViewed = viewedMarksOf(app.dbRelaxed);
  app.addHook('onClose', () => markViewed.flush());
  /**
   * The answer everyone gets for this request, computed at most once per two seconds (plugins/shared-answers.ts)
   * and checked against its response schema then, once.
   */
  const shared = <T>(
    req: FastifyRequest,
    schema: { parse(data: unknown): T },
    compute: () => Promise<T>,
    buyers: BuyerServing<T>,
    reply: FastifyReply,
  ) =>
    app.sharedAnswers.get(app.sharedAnswers.keyOf(req), async () => schema.parse(await compute()), {
      ...buyers,
      // The envelope as `sendChecked` sends it (the language is part of the key).
      marked: (value) => reply.ok(buyers.marked(value)),
    });
  /**
   * Sends a shared answer, with a buyer's flags (booleans the schema allows) laid over it, as JSON without checking
   * it again: the schema's check per request cost four times the stringify (ADR 013).
   */
  const sendChecked = (reply: FastifyReply, data: unknown) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(reply.ok(data)));

  app.get(
    CatalogueApi.home,
    {
      config: open,
      schema: {
        summary: 'Read the home screen: banners, categories and products',
        tags,
        response: responses(HomeData),
      },
    },
    async (req, reply) =>
      sendChecked(
        reply,
        await overlay.home(
          await shared(
            req,
            HomeData,
            async () => {
              const home = await homePage(reads(req), req.lang);
              // Both rows' titles in one lookup.
              const cards = await cardsInLanguage(reads(req), [...home.recommended, ...home.new_arrivals], req.lang);
              const split = home.recommended.length;
              return { ...home, recommended: cards.slice(0, split), new_arrivals: cards.slice(split) };
            },
            { marked: markedHome },
            reply,
          ),
          req.user?.id,
        ),
      ),
  );
  app.get(
    CatalogueApi.categories,
    {
      config: open,
      schema: {
        summary: 'List the product categories',
        tags,
        response: responses(z.object({ list: z.array(Category) })),
      },
    },
    async (req, reply) => reply.ok({ list: await listCategories(reads(req), req.lang) }),
  );
  app.get(
    CatalogueApi.list,
    {
      config: open,
      schema: {
        summary: 'List products by category, price range and sort order',
        tags,
        querystring: ProductListQuery,
        response: responses(ProductPage),
      },
    },
    async (req, reply) => {
      const page = await shared(
        req,
        ProductPage,
        async () => pageInLanguage(reads(req), await listByKeyset(reads(req), req.query, walks), req.lang),
        { marked: markedPage },
        reply,
      );
      return sendChecked(reply, await overlay.page(page, req.user?.id));
    },
  );
  app.get(
    CatalogueApi.popular,
    {
      config: open,
      schema: {
        summary: 'List the best-selling products',
        tags,
        querystring: PageQuery,
        response: responses(ProductPage),
      },
    },
    async (req, reply) => {
      const page = await shared(
        req,
        ProductPage,
        async () =>
          pageInLanguage(reads(req), await listByKeyset(reads(req), { ...req.query, sort: 'sales' }, walks), req.lang),
        { marked: markedPage },
        reply,
      );
      return sendChecked(reply, await overlay.page(page, req.user?.id));
    },
  );
  app.get(
    CatalogueApi.search,
    {
      config: open,
      schema: {
        summary: 'Search products by keyword',
        tags,
        querystring: SearchQuery,
        response: responses(SearchPage),
      },
    },
    async (req, reply) => {
      const { keyword } = req.query;
      // A buyer's first page that found something by its words counts for the hot searches, also when served
      // again from memory (search-counter.ts); a visitor's does not.
      const { result, counts } = await shared(
        req,
        SearchAnswer,
        async () => {
          const answer = await searchProducts(reads(req), req.query, rankings);
          return { ...answer, result: await pageInLanguage(reads(req), answer.result, req.lang) };
        },
        {
          marked: (answer) => markedPage(answer.result),
          onHit: (answer, userId) => answer.counts && searchCounter.add(keyword, userId),
        },
        reply,
      );
      if (counts && req.user) searchCounter.add(keyword, req.user.id);
      return sendChecked(reply, await overlay.page(result, req.user?.id));
    },
  );
  app.get(
    CatalogueApi.suggest,
    {
      config: open,
      schema: {
        summary: 'Suggest searches for the words typed so far',
        tags,
        querystring: SuggestQuery,
        response: responses(Suggestions),
      },
    },
    async (req, reply) => reply.ok(await suggest(reads(req), req.query.keyword, req.lang)),
  );
  app.get(
    CatalogueApi.hotSearch,
    { config: open, schema: { summary: 'List the searches buyers make most', tags, response: responses(KeywordList) } },
    async (req, reply) => reply.ok({ list: await hotSearches(reads(req), searchCounter) }),
  );
  app.get(
    CatalogueApi.detail,
    {
      config: openLive,
      schema: {
        summary: 'Read a product page with its SKUs',
        tags,
        querystring: IdQuery,
        response: responses(ProductDetail),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      const detail = await shared(
        req,
        ProductDetail,
        () => productDetail(reads(req), req.query.id, req.lang),
        { marked: markedDetail, servable: (value, userId) => markViewed.isMarked(userId, value.id) },
        reply,
      );
      if (req.user) markViewed(req.user.id, detail.id);
      return sendChecked(reply, await overlay.detail(detail, req.user?.id));
    },
  );
  app.get(
    CatalogueApi.shopInfo,
    {
      config: open,
      schema: {
        summary: "Read a shop's page",
        tags,
        querystring: IdQuery,
        response: responses(ShopInfo),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      sendChecked(
        reply,
        await overlay.shop(
          await shared(
            req,
            ShopInfo,
            () => shopInfo(reads(req), req.query.id, req.lang),
            { marked: markedShop },
            reply,
          ),
          req.user?.id,
        ),
      ),
  );
};

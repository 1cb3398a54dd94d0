import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CartAddBody,
  CartApi,
  CartData,
  type LanguageCode,
  CartLinesBody,
  CartRemoveBody,
  CartSelectBody,
  CartUpdateBody,
  CountData,
  ErrorKey,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import { cartInLanguage } from './cart-language.js';
import {
  addToCart,
  cartCount,
  cartOf,
  moveToBag,
  removeFromCart,
  saveForLater,
  selectCart,
  updateCartItem,
} from './cart.js';

/** Editing the bag changes nothing the user memory holds: the process keeps the buyer after it (decision 032). */
const user = { auth: 'user' as const, userUnchanged: true };
const tags = ['bag'];

/** The bag and its lines saved for later. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every answer that is the bag, in the reader's language. */
  const inLanguage = async (lang: LanguageCode, cart: Promise<CartData>) => cartInLanguage(app.db, await cart, lang);

  app.get(
    CartApi.list,
    {
      config: user,
      schema: { summary: 'Read the bag and the lines saved for later', tags: tags, response: responses(CartData) },
    },
    async (req, reply) => reply.ok(await inLanguage(req.lang, cartOf(app.db, req.user!.id))),
  );
  app.get(
    CartApi.count,
    {
      config: user,
      schema: { summary: 'Count the lines in the bag', tags: tags, response: responses(CountData) },
    },
    async (req, reply) => reply.ok({ count: await cartCount(app.db, req.user!.id) }),
  );
  app.post(
    CartApi.add,
    {
      config: user,
      schema: {
        summary: 'Put a SKU in the bag',
        tags: tags,
        body: CartAddBody,
        response: responses(CartData),
        errors: [ErrorKey.NotFound, ErrorKey.OutOfStock, ErrorKey.QuantityLimit],
      },
    },
    async (req, reply) =>
      reply.ok(
        await inLanguage(req.lang, addToCart(app.db, req.user!.id, req.body.sku_id, req.body.quantity)),
        'success.addedToBag',
      ),
  );
  app.post(
    CartApi.update,
    {
      config: user,
      schema: {
        summary: "Change a bag line's quantity or tick",
        tags: tags,
        body: CartUpdateBody,
        response: responses(CartData),
        errors: [ErrorKey.NotFound, ErrorKey.OutOfStock],
      },
    },
    async (req, reply) =>
      reply.ok(await inLanguage(req.lang, updateCartItem(app.db, req.user!.id, req.body.id, req.body))),
  );
  app.post(
    CartApi.select,
    {
      config: user,
      schema: {
        summary: "Tick or untick the bag's lines, or one shop's",
        tags: tags,
        body: CartSelectBody,
        response: responses(CartData),
      },
    },
    async (req, reply) =>
      reply.ok(await inLanguage(req.lang, selectCart(app.db, req.user!.id, req.body.selected, req.body.shop_id))),
  );
  app.post(
    CartApi.remove,
    {
      config: user,
      schema: {
        summary: 'Remove lines from the bag',
        tags: tags,
        body: CartRemoveBody,
        response: responses(CartData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      reply.ok(await inLanguage(req.lang, removeFromCart(app.db, req.user!.id, req.body.ids)), 'success.removed'),
  );
  app.post(
    CartApi.saveForLater,
    {
      config: user,
      schema: {
        summary: 'Move bag lines to Saved for later',
        tags: tags,
        body: CartLinesBody,
        response: responses(CartData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      reply.ok(await inLanguage(req.lang, saveForLater(app.db, req.user!.id, req.body.ids)), 'success.savedForLater'),
  );
  app.post(
    CartApi.moveToBag,
    {
      config: user,
      schema: {
        summary: 'Move saved lines back into the bag',
        tags: tags,
        body: CartLinesBody,
        response: responses(CartData),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) =>
      reply.ok(await inLanguage(req.lang, moveToBag(app.db, req.user!.id, req.body.ids)), 'success.movedToBag'),
  );
};

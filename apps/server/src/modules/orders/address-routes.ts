import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  Address,
  AddressApi,
  AddressBody,
  AddressIdBody,
  AddressIdQuery,
  ErrorKey,
  PageQuery,
  pageOf,
} from '@tradewind/contract';
import { responses } from '../../lib/route-schema.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { deleteAddress, findAddress, listAddresses, saveAddress, setDefaultAddress, toAddress } from './addresses.js';

const user = { auth: 'user' as const };
const tags = ['addresses'];

/**
 * The buyer's shipping addresses (docs/product.md §7 has address_del as a GET). `box` seals customs IDs (decision
 * 041), the card numbers' box.
 */
export const addressRoutes: FastifyPluginAsyncZod<{ box: SecretBox }> = async (app, { box }) => {
  app.get(
    AddressApi.list,
    {
      config: user,
      schema: {
        summary: "List the buyer's shipping addresses",
        tags: tags,
        querystring: PageQuery,
        response: responses(pageOf(Address)),
      },
    },
    async (req, reply) => reply.ok(await listAddresses(app.db, req.user!.id, req.query)),
  );
  app.get(
    AddressApi.detail,
    {
      config: user,
      schema: {
        summary: 'Read one shipping address',
        tags: tags,
        querystring: AddressIdQuery,
        response: responses(Address),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(toAddress(await findAddress(app.db, req.user!.id, req.query.id))),
  );
  app.post(
    AddressApi.add,
    {
      config: user,
      schema: {
        summary: 'Add a shipping address, or edit one by its id',
        tags: tags,
        body: AddressBody,
        response: responses(Address),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => reply.ok(await saveAddress(app.db, box, req.user!.id, req.body), 'success.saved'),
  );
  app.post(
    AddressApi.setDefault,
    {
      config: user,
      schema: {
        summary: 'Make an address the default',
        tags: tags,
        body: AddressIdBody,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await setDefaultAddress(app.db, req.user!.id, req.body.id);
      return reply.ok(null, 'success.saved');
    },
  );
  // docs/product.md §7 has it as a GET.
  app.get(
    AddressApi.del,
    {
      config: user,
      schema: {
        summary: 'Delete a shipping address',
        tags: tags,
        querystring: AddressIdQuery,
        response: responses(z.null()),
        errors: [ErrorKey.NotFound],
      },
    },
    async (req, reply) => {
      await deleteAddress(app.db, req.user!.id, req.query.id);
      return reply.ok(null, 'success.removed');
    },
  );
};

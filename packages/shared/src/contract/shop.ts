import { ProductTranslationsRequest } from '../schemas/content-translations';
import { IdempotencyHeaders } from '../schemas/common';
import {
  AdminOrdersQuery,
  CreateOrderRequest,
  MyOrdersQuery,
  OrderListResponse,
  OrderResponse,
  OrderStatusRequest,
} from '../schemas/orders';
import {
  AdminProductListResponse,
  AdminProductQuery,
  InventoryRequest,
  ProductCategoriesResponse,
  ProductCreateRequest,
  ProductDeleteResponse,
  ProductListQuery,
  ProductListResponse,
  ProductResponse,
  ProductUpdateRequest,
} from '../schemas/products';
import type { ContractRoute } from './define';
import { IdParams } from './params';
import { shopRoutes as r } from './shop-routes';

const products = ['products'];
const orders = ['orders'];
const FORM =
  "JSON, or multipart/form-data with the same fields as text and the picture in field 'image' (at most 5 MB, " +
  'checked by content, stored as WebP in a large and a thumbnail size without metadata).';

/** The shop's routes with their request and answer schemas (see contract.ts). */
export const shopContract = {
  products: {
    ...r.products,
    tags: products,
    description:
      'Active products, featured first, then by name; filters category and search (name, brand, description), ' +
      'limit (default 50) and page. Answers data[] and pagination {total, page, pages, limit}.',
    query: ProductListQuery,
    response: ProductListResponse,
  },
  productCategories: {
    ...r.productCategories,
    tags: products,
    description: "The spec's fourteen category codes (data) and their Italian labels (labels).",
    response: ProductCategoriesResponse,
  },
  product: {
    ...r.product,
    tags: products,
    description: 'One active product (the admin also sees inactive ones); otherwise 404.',
    params: IdParams,
    response: ProductResponse,
  },
  adminProducts: {
    ...r.adminProducts,
    tags: products,
    description: 'Every product for the Products tab; filters category, status (active, inactive, low_stock), search.',
    query: AdminProductQuery,
    response: AdminProductListResponse,
  },
  createProduct: {
    ...r.createProduct,
    tags: products,
    description: `Creates a product (name, price, category required). ${FORM}`,
    body: ProductCreateRequest.nullish(),
    response: ProductResponse,
    status: 201,
  },
  updateProduct: {
    ...r.updateProduct,
    tags: products,
    description: `Changes a product's fields; a new image replaces the old ones (their files are removed). ${FORM}`,
    params: IdParams,
    body: ProductUpdateRequest.nullish(),
    response: ProductResponse,
  },
  saveProductTranslations: {
    ...r.saveProductTranslations,
    tags: products,
    description: "Saves the product's name and description in German, French and English (each optional; Italian is shown where one is missing).",
    params: IdParams,
    body: ProductTranslationsRequest,
    response: ProductResponse,
  },
  deleteProduct: {
    ...r.deleteProduct,
    tags: products,
    description: "Deletes a product and its image files; past orders keep the product's name and price.",
    params: IdParams,
    response: ProductDeleteResponse,
  },
  productInventory: {
    ...r.productInventory,
    tags: products,
    description:
      'Sets, adds to or subtracts from the stock in one conditional update (concurrent calls never lose one); ' +
      'below 0: 409 STOCK_NEGATIVE and nothing changes.',
    params: IdParams,
    body: InventoryRequest,
    response: ProductResponse,
  },
  createOrder: {
    ...r.createOrder,
    tags: orders,
    description:
      'A pickup order, priced from the database (prices, names and totals sent are ignored). Every line must be ' +
      'an active product with enough stock, taken in the same transaction (409 OUT_OF_STOCK otherwise). Without ' +
      'a payment: cash, status pending. With paymentId (the reference of a product_order payment) or ' +
      'stripePaymentIntentId: the order that payment created once verified (409 until it is paid). ' +
      'Same Idempotency-Key, same order.',
    headers: IdempotencyHeaders,
    body: CreateOrderRequest,
    response: OrderResponse,
    status: 201,
  },
  myOrders: {
    ...r.myOrders,
    tags: orders,
    description: "The caller's orders, newest first; status filter, page, limit (default 10).",
    query: MyOrdersQuery,
    response: OrderListResponse,
  },
  order: {
    ...r.order,
    tags: orders,
    description: 'One order, to its owner or the admin (404 to anyone else).',
    params: IdParams,
    response: OrderResponse,
  },
  adminOrders: {
    ...r.adminOrders,
    tags: orders,
    description: 'Every order, newest first, for the Orders tab; status filter, page, limit (default 20).',
    query: AdminOrdersQuery,
    response: OrderListResponse,
  },
  orderStatus: {
    ...r.orderStatus,
    tags: orders,
    description:
      'Sets any of the six statuses (recorded with who and when; the customer is emailed and hears ' +
      'order_status_updated). Cancelling puts the stock back and refunds a paid order.',
    params: IdParams,
    body: OrderStatusRequest,
    response: OrderResponse,
  },
} as const satisfies Record<keyof typeof r, ContractRoute>;

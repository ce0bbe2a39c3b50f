-- The shop (issue 11, ADR 0016): products with stock and images, pickup orders with their items and history, and
-- the stock a card or TWINT payment reserves while it is in flight. Amounts are integer Rappen.

CREATE TABLE products (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name                text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  brand               text NOT NULL DEFAULT '',
  description         text NOT NULL DEFAULT '',
  -- The spec's fourteen categories (001 section 3, 002 section 3).
  category            text NOT NULL CHECK (category IN ('shampoo', 'conditioner', 'styling', 'beard_care', 'hair_oil',
                        'pomade', 'wax', 'gel', 'aftershave', 'cologne', 'tools', 'accessories', 'gift_sets', 'other')),
  price_rappen        integer NOT NULL CHECK (price_rappen > 0),
  is_active           boolean NOT NULL DEFAULT true,
  is_featured         boolean NOT NULL DEFAULT false,
  -- Stock never goes below 0: every take is a conditional UPDATE, and this CHECK is the last word.
  inventory_quantity  integer NOT NULL DEFAULT 0 CHECK (inventory_quantity >= 0),
  -- 'Stock basso' at or below this (002 section 9); the owner is emailed when an order brings it there.
  min_quantity        integer NOT NULL DEFAULT 5 CHECK (min_quantity >= 0),
  -- [{large, thumb, width, height}]: storage keys (ADR 0015) of each image, removed with the product.
  images              jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_active_idx ON products (is_active, category, is_featured DESC, name);

-- 'BS-2026-000123': the year of the order and this sequence (gaps after a rollback are harmless).
CREATE SEQUENCE order_number_seq;

CREATE TABLE orders (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_number           text NOT NULL UNIQUE,
  status                 text NOT NULL CHECK (status IN ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')),
  -- A guest's order has no user; a logged-in customer's is linked to them.
  user_id                uuid REFERENCES users (id) ON DELETE SET NULL,
  customer_name          text NOT NULL,
  customer_email         text NOT NULL,
  customer_phone         text NOT NULL,
  customer_address       text NOT NULL,
  customer_postal_code   text NOT NULL,
  customer_city          text NOT NULL,
  subtotal_rappen        integer NOT NULL CHECK (subtotal_rappen > 0),
  total_rappen           integer NOT NULL CHECK (total_rappen > 0),
  payment_method         text NOT NULL CHECK (payment_method IN ('cash', 'stripe_card', 'twint')),
  -- Card and TWINT orders exist only once their payment is verified: one payment, one order.
  payment_id             uuid UNIQUE REFERENCES payments (id) ON DELETE SET NULL,
  payment_status         text NOT NULL CHECK (payment_status IN ('pending', 'paid', 'refunded')),
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_status_idx ON orders (status, created_at DESC);
CREATE INDEX orders_created_idx ON orders (created_at DESC);

-- What was bought, at the name and price of the moment (a later price change or deletion does not rewrite it).
CREATE TABLE order_items (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id           uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position           integer NOT NULL,
  product_id         uuid REFERENCES products (id) ON DELETE SET NULL,
  name               text NOT NULL,
  unit_price_rappen  integer NOT NULL CHECK (unit_price_rappen > 0),
  quantity           integer NOT NULL CHECK (quantity > 0),
  UNIQUE (order_id, position)
);
CREATE INDEX order_items_product_idx ON order_items (product_id);

-- Every status change: who, when, from what to what.
CREATE TABLE order_status_events (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id            uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  from_status         text,
  to_status           text NOT NULL,
  changed_by_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_status_events_order_idx ON order_status_events (order_id, created_at);

-- Stock taken for a card or TWINT payment in flight. 'held' until the payment is paid ('ordered': the order
-- exists) or ends unpaid ('released': the stock went back). The payment's row lock orders these changes.
CREATE TABLE stock_reservations (
  payment_id  uuid PRIMARY KEY REFERENCES payments (id) ON DELETE CASCADE,
  -- [{productId, name, unitPriceRappen, quantity}]: the cart as the server priced it.
  items       jsonb NOT NULL,
  state       text NOT NULL CHECK (state IN ('held', 'released', 'ordered')),
  order_id    uuid REFERENCES orders (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

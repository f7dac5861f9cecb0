-- The two supported chains (spec section 3). Admins may edit or deactivate them later.
INSERT INTO "networks" ("name", "chain_id", "symbol", "rpc_url", "explorer_url", "is_testnet", "is_active") VALUES
  ('Avalanche C-Chain', 43114, 'AVAX', 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io', false, true),
  ('Avalanche Fuji Testnet', 43113, 'AVAX', 'https://api.avax-test.network/ext/bc/C/rpc', 'https://testnet.snowtrace.io', true, true)
ON CONFLICT ("chain_id") DO NOTHING;

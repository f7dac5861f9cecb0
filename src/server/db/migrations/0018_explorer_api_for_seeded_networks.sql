-- Snowtrace's API is Routescan's Etherscan-compatible endpoint (getabi works without a key on its
-- free tier); the seeded Avalanche networks get it unless an admin already set one.
UPDATE "networks" SET "explorer_api_url" = 'https://api.routescan.io/v2/network/mainnet/evm/43114/etherscan/api'
  WHERE "chain_id" = 43114 AND "explorer_api_url" IS NULL;--> statement-breakpoint
UPDATE "networks" SET "explorer_api_url" = 'https://api.routescan.io/v2/network/testnet/evm/43113/etherscan/api'
  WHERE "chain_id" = 43113 AND "explorer_api_url" IS NULL;

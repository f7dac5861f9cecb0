export declare const DEMO_CHAIN_ID: 31337;
export declare function startDemoChain(options?: { timeoutMs?: number }): Promise<{
  rpcUrl: string;
  stop: () => void;
}>;

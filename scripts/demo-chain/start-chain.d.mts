export declare const DEMO_CHAIN_ID: 31337;
export interface HardhatNode {
  rpcUrl: string;
  stop: () => Promise<void>;
}
export declare function startHardhatNode(options: {
  config: string;
  chainId: number;
  port?: number;
  timeoutMs?: number;
}): Promise<HardhatNode>;
export declare function startDemoChain(options?: { timeoutMs?: number }): Promise<HardhatNode>;

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// An EIP-1822 (UUPS as first specified) proxy: the implementation at keccak256("PROXIABLE").
contract ProxiableProxy {
    bytes32 private constant PROXIABLE_SLOT = 0xc5f16f0fcc639fa48a6947836d9850f504798523bf8c9a3a87d5876cf622bcf7;

    constructor(address implementation) {
        assembly {
            sstore(PROXIABLE_SLOT, implementation)
        }
    }

    fallback() external payable {
        assembly {
            let target := sload(PROXIABLE_SLOT)
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}

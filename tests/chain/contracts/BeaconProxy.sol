// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

interface IBeacon {
    function implementation() external view returns (address);
}

/// An EIP-1967 beacon proxy: the beacon in its standard slot, the implementation read from it.
contract BeaconProxy {
    bytes32 private constant BEACON_SLOT = 0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50;

    constructor(address beacon) {
        assembly {
            sstore(BEACON_SLOT, beacon)
        }
    }

    fallback() external payable {
        address beacon;
        assembly {
            beacon := sload(BEACON_SLOT)
        }
        address target = IBeacon(beacon).implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }
}

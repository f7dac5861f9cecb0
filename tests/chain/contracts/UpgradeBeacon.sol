// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// An EIP-1967 beacon: proxies ask it for their implementation.
contract UpgradeBeacon {
    address public implementation;

    constructor(address implementation_) {
        implementation = implementation_;
    }
}

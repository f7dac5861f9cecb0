// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A transparent-style EIP-1967 proxy: implementation and admin in their standard slots, its own
/// admin functions (upgradeTo, proxyAdmin), everything else delegated to the implementation.
contract Erc1967Proxy {
    bytes32 private constant IMPLEMENTATION_SLOT =
        0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    event Upgraded(address indexed implementation);

    constructor(address implementation, address admin, bytes memory data) {
        _store(IMPLEMENTATION_SLOT, implementation);
        _store(ADMIN_SLOT, admin);
        if (data.length > 0) {
            (bool ok, ) = implementation.delegatecall(data);
            require(ok, "initialization failed");
        }
    }

    function upgradeTo(address implementation) external {
        require(msg.sender == _load(ADMIN_SLOT), "only the admin upgrades");
        _store(IMPLEMENTATION_SLOT, implementation);
        emit Upgraded(implementation);
    }

    function proxyAdmin() external view returns (address) {
        return _load(ADMIN_SLOT);
    }

    fallback() external payable {
        address target = _load(IMPLEMENTATION_SLOT);
        assembly {
            calldatacopy(0, 0, calldatasize())
            let ok := delegatecall(gas(), target, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch ok
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    function _store(bytes32 slot, address value) private {
        assembly {
            sstore(slot, value)
        }
    }

    function _load(bytes32 slot) private view returns (address value) {
        assembly {
            value := sload(slot)
        }
    }
}

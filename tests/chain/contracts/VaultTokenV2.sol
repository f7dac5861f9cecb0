// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import "./VaultTokenV1.sol";

/// The upgrade: same storage, a new version number and a burn function.
contract VaultTokenV2 is VaultTokenV1 {
    function version() external pure override returns (uint256) {
        return 2;
    }

    function burn(uint256 amount) external {
        require(balanceOf[msg.sender] >= amount, "balance too low");
        balanceOf[msg.sender] -= amount;
        totalSupply -= amount;
        emit Transfer(msg.sender, address(0), amount);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A token sale that keeps the native value buyers send and counts it in totalRaised().
contract CapitalSale {
    uint256 private raised;

    event Purchased(address indexed buyer, uint256 value);

    function buy() external payable {
        require(msg.value > 0, "CapitalSale: send value");
        raised += msg.value;
        emit Purchased(msg.sender, msg.value);
    }

    receive() external payable {
        raised += msg.value;
    }

    function totalRaised() external view returns (uint256) {
        return raised;
    }

    /// Not a view: the capital source form must refuse it.
    function withdraw() external returns (uint256) {
        return 0;
    }

    function saleName() external pure returns (string memory) {
        return "Capital Sale";
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A Chainlink-style aggregator (AggregatorV3Interface subset) whose price the deployer sets.
contract PriceFeed {
    uint8 public constant decimals = 8;
    int256 private answer;
    uint80 private round;
    uint256 private updatedAt;

    constructor(int256 initial) {
        setAnswer(initial);
    }

    function setAnswer(int256 value) public {
        answer = value;
        round += 1;
        updatedAt = block.timestamp;
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 price, uint256 startedAt, uint256 updated, uint80 answeredInRound)
    {
        return (round, answer, updatedAt, updatedAt, round);
    }
}

// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The implementation behind Hatchery's proxy tests: a 6-decimal token initialised through its
/// proxy (no constructor state), with a tuple- and array-returning view for the result renderer.
contract VaultTokenV1 {
    struct Position {
        uint256 amount;
        uint64 since;
        bool active;
    }

    bool private initialized;
    string public name;
    string public symbol;
    uint8 public decimals;
    uint256 public totalSupply;
    address public owner;
    mapping(address => uint256) public balanceOf;
    mapping(address => Position) private positions;
    address[] private holderList;

    event Transfer(address indexed from, address indexed to, uint256 value);
    error NotOwner(address caller);

    function initialize(string calldata name_, string calldata symbol_, uint8 decimals_, uint256 supply) external {
        require(!initialized, "already initialized");
        initialized = true;
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
        owner = msg.sender;
        _mint(msg.sender, supply);
    }

    function version() external pure virtual returns (uint256) {
        return 1;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        require(balanceOf[msg.sender] >= amount, "balance too low");
        balanceOf[msg.sender] -= amount;
        _credit(to, amount);
        emit Transfer(msg.sender, to, amount);
        return true;
    }

    function mint(address to, uint256 amount) external {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _mint(to, amount);
    }

    /// A named tuple: amount formatted with decimals(), since and active as they are.
    function position(address holder) external view returns (Position memory) {
        return positions[holder];
    }

    /// Unnamed outputs of several shapes: an array and two scalars.
    function holders() external view returns (address[] memory, uint256, bool) {
        return (holderList, holderList.length, holderList.length > 0);
    }

    function _mint(address to, uint256 amount) internal {
        totalSupply += amount;
        _credit(to, amount);
        emit Transfer(address(0), to, amount);
    }

    function _credit(address to, uint256 amount) internal {
        if (positions[to].since == 0) {
            positions[to].since = uint64(block.number);
            holderList.push(to);
        }
        balanceOf[to] += amount;
        positions[to].amount = balanceOf[to];
        positions[to].active = true;
    }
}

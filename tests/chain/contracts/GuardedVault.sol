// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Used only by Hatchery's tests: OpenZeppelin-compatible Ownable and AccessControl events and
/// functions (same signatures, so the indexer reads it as it reads real contracts), a Deposit event
/// for monitors, and a batch emitter for the indexing benchmark.
contract GuardedVault {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant MINTER_ROLE = keccak256("MINTER_ROLE");
    bytes32 public constant PAUSER_ROLE = keccak256("PAUSER_ROLE");

    address public owner;
    mapping(bytes32 => mapping(address => bool)) private _roles;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);
    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event Deposit(address indexed from, uint256 value, string memo);

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error OwnableUnauthorizedAccount(address account);

    constructor() {
        owner = msg.sender;
        emit OwnershipTransferred(address(0), msg.sender);
        _grant(DEFAULT_ADMIN_ROLE, msg.sender);
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _roles[role][account];
    }

    function grantRole(bytes32 role, address account) external {
        if (!hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) revert AccessControlUnauthorizedAccount(msg.sender, DEFAULT_ADMIN_ROLE);
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external {
        if (!hasRole(DEFAULT_ADMIN_ROLE, msg.sender)) revert AccessControlUnauthorizedAccount(msg.sender, DEFAULT_ADMIN_ROLE);
        if (_roles[role][account]) {
            _roles[role][account] = false;
            emit RoleRevoked(role, account, msg.sender);
        }
    }

    function transferOwnership(address newOwner) external {
        if (msg.sender != owner) revert OwnableUnauthorizedAccount(msg.sender);
        emit OwnershipTransferred(owner, newOwner);
        owner = newOwner;
    }

    function deposit(uint256 value, string calldata memo) external {
        emit Deposit(msg.sender, value, memo);
    }

    /// `n` Deposit events in one transaction (values 1..n), for the indexing benchmark.
    function depositMany(uint256 n) external {
        for (uint256 i = 1; i <= n; i++) emit Deposit(msg.sender, i, "");
    }

    function _grant(bytes32 role, address account) private {
        if (!_roles[role][account]) {
            _roles[role][account] = true;
            emit RoleGranted(role, account, msg.sender);
        }
    }
}

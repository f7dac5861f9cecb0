// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// The demo chain's AccessControl contract (`npm run demo`), used behind DemoProxy (EIP-1967):
/// OpenZeppelin-compatible roles, an initializer instead of a constructor, and a counter only
/// OPERATOR_ROLE may bump.
contract DemoRoles {
    bytes32 public constant DEFAULT_ADMIN_ROLE = 0x00;
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    mapping(bytes32 => mapping(address => bool)) private _members;
    mapping(bytes32 => bytes32) private _admins;
    bool private _initialized;
    uint256 public counter;

    event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender);
    event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole);
    event CounterBumped(address indexed by, uint256 value);

    error AccessControlUnauthorizedAccount(address account, bytes32 neededRole);
    error AlreadyInitialized();

    function initialize(address admin) external {
        if (_initialized) revert AlreadyInitialized();
        _initialized = true;
        _grant(DEFAULT_ADMIN_ROLE, admin);
        _grant(OPERATOR_ROLE, admin);
    }

    function version() external pure returns (string memory) {
        return "1";
    }

    function hasRole(bytes32 role, address account) public view returns (bool) {
        return _members[role][account];
    }

    function getRoleAdmin(bytes32 role) public view returns (bytes32) {
        return _admins[role];
    }

    function grantRole(bytes32 role, address account) external {
        _check(getRoleAdmin(role));
        _grant(role, account);
    }

    function revokeRole(bytes32 role, address account) external {
        _check(getRoleAdmin(role));
        _revoke(role, account);
    }

    function renounceRole(bytes32 role, address account) external {
        if (account != msg.sender) revert AccessControlUnauthorizedAccount(msg.sender, role);
        _revoke(role, account);
    }

    function bump() external {
        _check(OPERATOR_ROLE);
        counter += 1;
        emit CounterBumped(msg.sender, counter);
    }

    function _check(bytes32 role) internal view {
        if (!hasRole(role, msg.sender)) revert AccessControlUnauthorizedAccount(msg.sender, role);
    }

    function _grant(bytes32 role, address account) internal {
        if (_members[role][account]) return;
        _members[role][account] = true;
        emit RoleGranted(role, account, msg.sender);
    }

    function _revoke(bytes32 role, address account) internal {
        if (!_members[role][account]) return;
        _members[role][account] = false;
        emit RoleRevoked(role, account, msg.sender);
    }
}

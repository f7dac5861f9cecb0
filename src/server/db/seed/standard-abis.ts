import { parseAbi } from 'viem';

/**
 * The standard ABIs library (spec section 3, contract_standard_abis), written from the EIP texts
 * (EIP-20, EIP-721 with its metadata extension, EIP-1155 with its URI extension, EIP-165) and
 * OpenZeppelin Contracts 5 for Ownable (EIP-173), AccessControl and Pausable.
 * The migration `*_contracts_seed.sql` holds these as JSON; `standard-abis.int.test.ts` checks
 * that the seeded rows equal this file, so edit both together (scripts/chain/standard-abis-sql.ts prints the SQL).
 */
export const standardAbis = [
  {
    name: 'ERC-20 Token',
    contractType: 'ERC20',
    description: 'Fungible token standard (EIP-20): balances, transfers and allowances.',
    abi: parseAbi([
      'function name() view returns (string)',
      'function symbol() view returns (string)',
      'function decimals() view returns (uint8)',
      'function totalSupply() view returns (uint256)',
      'function balanceOf(address _owner) view returns (uint256 balance)',
      'function transfer(address _to, uint256 _value) returns (bool success)',
      'function transferFrom(address _from, address _to, uint256 _value) returns (bool success)',
      'function approve(address _spender, uint256 _value) returns (bool success)',
      'function allowance(address _owner, address _spender) view returns (uint256 remaining)',
      'event Transfer(address indexed _from, address indexed _to, uint256 _value)',
      'event Approval(address indexed _owner, address indexed _spender, uint256 _value)',
    ]),
  },
  {
    name: 'ERC-721 Non-Fungible Token',
    contractType: 'ERC721',
    description: 'Non-fungible token standard (EIP-721) with the metadata extension and EIP-165.',
    abi: parseAbi([
      'function balanceOf(address _owner) view returns (uint256)',
      'function ownerOf(uint256 _tokenId) view returns (address)',
      'function safeTransferFrom(address _from, address _to, uint256 _tokenId, bytes data) payable',
      'function safeTransferFrom(address _from, address _to, uint256 _tokenId) payable',
      'function transferFrom(address _from, address _to, uint256 _tokenId) payable',
      'function approve(address _approved, uint256 _tokenId) payable',
      'function setApprovalForAll(address _operator, bool _approved)',
      'function getApproved(uint256 _tokenId) view returns (address)',
      'function isApprovedForAll(address _owner, address _operator) view returns (bool)',
      'function name() view returns (string _name)',
      'function symbol() view returns (string _symbol)',
      'function tokenURI(uint256 _tokenId) view returns (string)',
      'function supportsInterface(bytes4 interfaceID) view returns (bool)',
      'event Transfer(address indexed _from, address indexed _to, uint256 indexed _tokenId)',
      'event Approval(address indexed _owner, address indexed _approved, uint256 indexed _tokenId)',
      'event ApprovalForAll(address indexed _owner, address indexed _operator, bool _approved)',
    ]),
  },
  {
    name: 'ERC-1155 Multi Token',
    contractType: 'ERC1155',
    description: 'Multi-token standard (EIP-1155) with the metadata URI extension and EIP-165.',
    abi: parseAbi([
      'function safeTransferFrom(address _from, address _to, uint256 _id, uint256 _value, bytes _data)',
      'function safeBatchTransferFrom(address _from, address _to, uint256[] _ids, uint256[] _values, bytes _data)',
      'function balanceOf(address _owner, uint256 _id) view returns (uint256)',
      'function balanceOfBatch(address[] _owners, uint256[] _ids) view returns (uint256[])',
      'function setApprovalForAll(address _operator, bool _approved)',
      'function isApprovedForAll(address _owner, address _operator) view returns (bool)',
      'function uri(uint256 _id) view returns (string)',
      'function supportsInterface(bytes4 interfaceID) view returns (bool)',
      'event TransferSingle(address indexed _operator, address indexed _from, address indexed _to, uint256 _id, uint256 _value)',
      'event TransferBatch(address indexed _operator, address indexed _from, address indexed _to, uint256[] _ids, uint256[] _values)',
      'event ApprovalForAll(address indexed _owner, address indexed _operator, bool _approved)',
      'event URI(string _value, uint256 indexed _id)',
    ]),
  },
  {
    name: 'Ownable',
    contractType: 'Ownable',
    description: 'Single-owner access control (EIP-173 / OpenZeppelin Ownable).',
    abi: parseAbi([
      'function owner() view returns (address)',
      'function transferOwnership(address newOwner)',
      'function renounceOwnership()',
      'event OwnershipTransferred(address indexed previousOwner, address indexed newOwner)',
      'error OwnableUnauthorizedAccount(address account)',
      'error OwnableInvalidOwner(address owner)',
    ]),
  },
  {
    name: 'AccessControl',
    contractType: 'AccessControl',
    description: 'Role-based access control (OpenZeppelin AccessControl).',
    abi: parseAbi([
      'function DEFAULT_ADMIN_ROLE() view returns (bytes32)',
      'function hasRole(bytes32 role, address account) view returns (bool)',
      'function getRoleAdmin(bytes32 role) view returns (bytes32)',
      'function grantRole(bytes32 role, address account)',
      'function revokeRole(bytes32 role, address account)',
      'function renounceRole(bytes32 role, address callerConfirmation)',
      'function supportsInterface(bytes4 interfaceId) view returns (bool)',
      'event RoleAdminChanged(bytes32 indexed role, bytes32 indexed previousAdminRole, bytes32 indexed newAdminRole)',
      'event RoleGranted(bytes32 indexed role, address indexed account, address indexed sender)',
      'event RoleRevoked(bytes32 indexed role, address indexed account, address indexed sender)',
      'error AccessControlUnauthorizedAccount(address account, bytes32 neededRole)',
      'error AccessControlBadConfirmation()',
    ]),
  },
  {
    name: 'Pausable',
    contractType: 'Pausable',
    description: 'Emergency stop (OpenZeppelin Pausable) with the usual pause/unpause admin functions.',
    abi: parseAbi([
      'function paused() view returns (bool)',
      'function pause()',
      'function unpause()',
      'event Paused(address account)',
      'event Unpaused(address account)',
      'error EnforcedPause()',
      'error ExpectedPause()',
    ]),
  },
];

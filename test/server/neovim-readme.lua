-- Headless Neovim with the README's snippet as a user's init.lua (sourced before this file): opens
-- each file of CMDLINT_FILES (separated by newlines) as a user would, waits for its diagnostics,
-- and writes to CMDLINT_OUT, per file, the codes it saw and the root of the client attached.
local H = dofile(debug.getinfo(1, 'S').source:sub(2):match('(.*/)') .. 'neovim-harness.lua')
local out = { files = {} }

H.run(out, function()
  out.nvim = H.version()
  out.cwd = vim.fn.getcwd()
  vim.o.hidden = true
  vim.cmd('filetype on') -- as a user's Neovim has it; -u NONE leaves it off
  for file in string.gmatch(os.getenv('CMDLINT_FILES'), '[^\n]+') do
    vim.cmd('edit ' .. vim.fn.fnameescape(file))
    local bufnr = vim.api.nvim_get_current_buf()
    assert(vim.wait(20000, function() return #vim.diagnostic.get(bufnr) > 0 end, 20), 'no diagnostics for ' .. file)
    local codes = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      table.insert(codes, H.code(d))
    end
    table.sort(codes)
    local roots = {}
    for _, client in pairs(vim.lsp.buf_get_clients(bufnr)) do table.insert(roots, client.config.root_dir) end
    table.insert(out.files, { file = file, filetype = vim.bo.filetype, codes = codes, roots = roots })
  end
  out.clients = #vim.lsp.get_active_clients()
  for _, client in pairs(vim.lsp.get_active_clients()) do client.stop() end
end)

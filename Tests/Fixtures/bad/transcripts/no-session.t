# only comments

# no session at all

print("formsh")

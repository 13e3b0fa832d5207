"""The loan form and the transfer amount form as a FastAPI app with pydantic 2 models,
written as a backend team writes one, with pydantic's defaults (lax mode, floats for
amounts, `str` fields that keep their spaces). The only glue: FastAPI's own 422 reply
({"detail": [...]}) is mapped to {"errors": {key: message}} with the forms' messages
(the first error of each key). Run: python3 pydantic_app.py PORTFILE (it binds a free port on 127.0.0.1 and
writes it to PORTFILE)."""
import socket
import sys
from typing import Literal, Optional

import uvicorn
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field, ValidationInfo, field_validator


class LoanApplication(BaseModel):
    user_phone: str = Field(pattern=r"^\+998[0-9]{9}$")
    full_name: str = Field(min_length=3, max_length=60)
    passport: str = Field(pattern=r"^[A-Z]{2}[0-9]{7}$")
    amount: float = Field(ge=500_000, le=50_000_000)
    term_months: Literal[6, 12, 24]
    income_source: Literal["salary", "business", "other"]
    income_other: Optional[str] = Field(None, validate_default=True)
    employer: Optional[str] = Field(None, validate_default=True)
    purposes: list[Literal["home", "car", "education", "other"]] = Field(min_length=1)
    insurance: bool = False
    agree_terms: Literal[True]

    @field_validator("income_other")
    @classmethod
    def income_other_for_other(cls, v: Optional[str], info: ValidationInfo) -> Optional[str]:
        if info.data.get("income_source") == "other" and not v:
            raise ValueError("required when income_source is other")
        return v

    @field_validator("employer")
    @classmethod
    def employer_for_salary(cls, v: Optional[str], info: ValidationInfo) -> Optional[str]:
        if info.data.get("income_source") == "salary" and not v:
            raise ValueError("required when income_source is salary")
        return v


class TransferAmount(BaseModel):
    transfer_amount: float = Field(ge=1000, le=15_000_000)
    currency: Literal["UZS", "USD"]


# The forms' messages by field and pydantic error type.
MESSAGES = {
    "user_phone": {"missing": "Telefon raqami kiritilishi shart", "string_pattern_mismatch": "Format: +998XXXXXXXXX ko'rinishida bo'lsin"},
    "full_name": {"missing": "To'liq ismingizni kiriting", "string_too_short": "Ism kamida 3 belgidan iborat bo'lsin",
                  "string_too_long": "Ism 60 belgidan oshmasin"},
    "passport": {"missing": "Pasport ma'lumotlarini kiriting", "string_pattern_mismatch": "Pasport seriyasi: AA1234567"},
    "amount": {"missing": "Kredit summasini kiriting", "greater_than_equal": "Eng kam summa: 500 000 so'm",
               "less_than_equal": "Eng ko'p summa: 50 000 000 so'm"},
    "term_months": {"missing": "Kredit muddatini tanlang"},
    "income_source": {"missing": "Daromad manbaini tanlang"},
    "income_other": {"value_error": "Daromad manbaini yozing"},
    "employer": {"value_error": "Ish haqi uchun ish beruvchi majburiy"},
    "purposes": {"missing": "Kamida bitta maqsadni tanlang", "too_short": "Kamida bitta maqsadni tanlang"},
    "agree_terms": {"missing": "Shartlarga rozilik bildiring", "literal_error": "Shartlarga rozilik bildiring"},
    "transfer_amount": {"missing": "O'tkazma summasini kiriting", "greater_than_equal": "Eng kam summa: 1 000",
                        "less_than_equal": "Eng ko'p summa: 15 000 000"},
    "currency": {"missing": "Valyutani tanlang"},
}

app = FastAPI()


@app.exception_handler(RequestValidationError)
async def form_errors(request: Request, exc: RequestValidationError) -> JSONResponse:
    errors: dict[str, str] = {}
    for e in exc.errors():
        loc = [p for p in e["loc"] if p != "body"]
        key = str(loc[0]) if loc else "form"
        errors.setdefault(key, MESSAGES.get(key, {}).get(e["type"], e["msg"]))
    return JSONResponse({"errors": errors}, status_code=422)


@app.post("/api/v1/loan/apply")
def apply(application: LoanApplication) -> dict:
    return {"status": "ok"}


@app.post("/api/v1/transfer/amount")
def transfer(amount: TransferAmount) -> dict:
    return {"status": "ok"}


if __name__ == "__main__":
    sock = socket.socket()
    sock.bind(("127.0.0.1", 0))
    with open(sys.argv[1], "w") as f:
        f.write(str(sock.getsockname()[1]))
    config = uvicorn.Config(app, log_level="warning")
    uvicorn.Server(config).run(sockets=[sock])
